import { defineEntity } from '../../platform/entity';
import { putItem, queryAll, type TransactWrite } from '../../platform/table';
import { type ItemKey, indexKeys, keys, prefixes } from '../../platform/table-keys';

/** A question as handed out in an attempt: its answers in the shown order, under attempt-only ids. */
export type HandedOutQuestion = {
  question_id: string;
  answers: { id: string; answer_id: string }[];
};

export type OpenAttempt = {
  id: string;
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

/** The same write, as one of a transaction's (the graded attempt is written with its progress). */
export function quizAttemptsWrite(next: QuizAttemptsRecord): TransactWrite {
  return { Put: versionedPut(next) };
}

/** Writes the next state; false when another request changed it first. */
export function putQuizAttempts(next: QuizAttemptsRecord): Promise<boolean> {
  return putItem(versionedPut(next));
}

/**
 * The user's latest completed progress record of the course (its id is its training document's),
 * or null: for a user without an attempts item, a completion from before attempts were kept.
 */
export async function latestCompletion(
  userId: string,
  courseId: string,
): Promise<{ progressId: string; completedAt: string } | null> {
  const found = await queryAll({
    partition: keys.user(userId).PK,
    sortKeyPrefix: prefixes.quizResult,
    consistent: true,
    projection: 'id, completed_at',
    filter: {
      expression: 'course_id = :course AND completed = :true',
      values: { ':course': courseId, ':true': true },
    },
  });
  const [latest] = found
    .map((item) => ({ progressId: item.id as string, completedAt: item.completed_at as string }))
    .sort((first, second) => second.completedAt.localeCompare(first.completedAt));
  return latest ?? null;
}

/**
 * The person's latest pass of the course: the attempts item's `passed_at` or, for a person without
 * an attempts item, their latest completed progress record (a pass from before attempts items were
 * kept), with its id. Null when not passed (in the current round, for an attempts item).
 */
export async function latestPass(
  userId: string,
  courseId: string,
  attempts: Pick<QuizAttemptsRecord, 'passed_at'> | null,
): Promise<{ passedAt: string; progressId: string | null } | null> {
  if (attempts) return attempts.passed_at ? { passedAt: attempts.passed_at, progressId: null } : null;
  const completion = await latestCompletion(userId, courseId);
  return completion && { passedAt: completion.completedAt, progressId: completion.progressId };
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
