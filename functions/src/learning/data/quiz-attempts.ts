import type { VersionLanguage } from '@ssm/shared';
import { defineEntity } from '../../platform/entity';
import { putItem, queryAll } from '../../platform/table';
import { type ItemKey, indexKeys, keys } from '../../platform/table-keys';

/** A question as handed out in an attempt: its answers in the shown order, under attempt-only ids. */
export type HandedOutQuestion = {
  question_id: string;
  answers: { id: string; answer_id: string }[];
};

export type OpenAttempt = {
  id: string;
  /** The course version the attempt was handed out in (its title, its quiz's texts); absent: Romanian. */
  language?: VersionLanguage;
  started_at: string;
  expires_at: string;
  finished_at: string | null;
  questions: HandedOutQuestion[];
};

/**
 * A trainee's attempts at one course's quiz (docs/api.md, quiz attempts), one item per user and
 * course: every start counts, `round_count` is the current round's, and `version` guards every
 * write so two requests at once cannot both use one attempt or one round.
 */
export type QuizAttemptsRecord = {
  user_id: string;
  course_id: string;
  firm_id: string;
  company_id: string;
  user_name: string;
  attempt_count: number;
  round_count: number;
  last_score: number | null;
  last_attempt_at: string | null;
  passed_at: string | null;
  current: OpenAttempt | null;
  version: number;
};

export const quizAttempts = defineEntity<QuizAttemptsRecord>({
  type: 'quiz-attempts',
  key: (record) => keys.quizAttempts(record.user_id, record.course_id),
  indexes: (record) => indexKeys.courseQuizAttempt(record.course_id, record.user_id),
});

export function getQuizAttempts(userId: string, courseId: string): Promise<QuizAttemptsRecord | null> {
  return quizAttempts.get(keys.quizAttempts(userId, courseId), { consistent: true });
}

/** Every person's attempts at the course, one Query of the course's listing. */
export function listCourseQuizAttempts(courseId: string): Promise<QuizAttemptsRecord[]> {
  return quizAttempts.queryAll({ index: 'GSI1', partition: indexKeys.courseQuizAttempts(courseId).GSI1PK });
}

/** The next state, written only over the version it was computed from. */
function versionedPut(next: QuizAttemptsRecord) {
  return next.version === 1
    ? { Item: quizAttempts.toItem(next), ConditionExpression: 'attribute_not_exists(PK)' }
    : {
        Item: quizAttempts.toItem(next),
        ConditionExpression: 'version = :previous',
        ExpressionAttributeValues: { ':previous': next.version - 1 },
      };
}

/**
 * The end of a graded attempt, as one write of the transaction that records its result (and, for
 * a pass, the record it starts): learning hands it to records without looking inside.
 */
export type QuizAttemptsWrite = { Put: ReturnType<typeof versionedPut> };

/** The next state as one of a transaction's writes, conditioned as `putQuizAttempts` is. */
export function quizAttemptsWrite(next: QuizAttemptsRecord): QuizAttemptsWrite {
  return { Put: versionedPut(next) };
}

/** Writes the next state; false when another request changed it first. */
export function putQuizAttempts(next: QuizAttemptsRecord): Promise<boolean> {
  return putItem(versionedPut(next));
}

/** The keys of the user's attempts items, one per course (the user's history goes with them). */
export async function listQuizAttemptKeysOfUser(userId: string): Promise<ItemKey[]> {
  const items = await queryAll({
    partition: keys.user(userId).PK,
    // The key of an empty course id is the prefix every course's key starts with.
    sortKeyPrefix: keys.quizAttempts(userId, '').SK,
    projection: 'PK, SK',
  });
  return items.map((item) => ({ PK: item.PK as string, SK: item.SK as string }));
}
