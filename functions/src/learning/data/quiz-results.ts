import type { CourseCategory, CourseSubcategory, Language } from '@ssm/shared';
import { defineEntity } from '../../platform/entity';
import { type ItemKey, queryAll, queryFirst, transactWrite } from '../../platform/table';
import { indexKeys, keys, prefixes } from '../../platform/table-keys';
import type { QuizAttemptsWrite } from './quiz-attempts';
import type { StudySnapshot } from './study-evidence';

/**
 * The language a trainee was trained in and the version they passed on (docs/signatures.md, the
 * language of instruction): its title and PDF fingerprint, and the language the consent page
 * showed beside the Romanian text the record holds (Romanian alone: `ro`).
 */
export type InstructionVersion = {
  language: Language;
  title: string;
  file_sha256: string;
  consent_language: Language;
};

/** One attempt of a user at a course's quiz; ids are ULIDs, so the sort key orders by time. */
export type QuizResult = {
  id: string;
  user_id: string;
  firm_id: string;
  company_id: string;
  course_id: string;
  /** The course as it was at the attempt: the training record must outlive later edits or deletion. */
  course_title: string;
  course_category: CourseCategory;
  course_subcategory: CourseSubcategory;
  course_duration_minutes: number;
  /** SHA-256 of the course's PDF version at the attempt. */
  course_file_sha256: string;
  /** The version the trainee studied and was tested in; absent on attempts made before versions. */
  instruction?: InstructionVersion;
  /** The answers the server graded, kept as evidence of the test. */
  answers: { question: string; answer: string | null }[];
  quiz_score: number;
  /** A pass's evidence of study at that moment; absent on failed attempts. */
  study?: StudySnapshot;
  completed: boolean;
  completed_at: string | null;
  created_at: string;
};

export const quizResults = defineEntity<QuizResult>({
  type: 'quiz-result',
  key: (progress) => keys.quizResult(progress.user_id, progress.id),
  indexes: (progress) =>
    progress.completed_at
      ? indexKeys.companyCompletion({
          companyId: progress.company_id,
          subcategory: progress.course_subcategory,
          completedAt: progress.completed_at,
          progressId: progress.id,
        })
      : null,
});

/**
 * Writes a failed attempt's progress together with the end of its attempt (`attempt`, a write
 * conditioned on the attempt's version); false when that condition failed and nothing was written.
 */
export async function putQuizResultWith(progress: QuizResult, attempt: QuizAttemptsWrite): Promise<boolean> {
  const outcome = await transactWrite({
    progress: {
      Put: { Item: quizResults.toItem(progress), ConditionExpression: 'attribute_not_exists(PK)' },
    },
    attempt,
  });
  if (outcome.isCommitted) return true;
  if (outcome.failed.has('attempt')) return false;
  throw new Error(`Progress ${progress.id} already exists`);
}

/** The user's progress records, newest first: one Query on the user's partition. */
export function listQuizResults(userId: string, limit: number): Promise<QuizResult[]> {
  return quizResults.queryFirst(
    { partition: keys.user(userId).PK, sortKeyPrefix: prefixes.quizResult, newestFirst: true },
    limit,
  );
}

/**
 * The id of the user's latest completed progress record of the course (its record's id too), or
 * null: the record of the pass the attempts item remembers.
 */
export async function latestCompletedResultId(userId: string, courseId: string): Promise<string | null> {
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
  const [latest] = found.sort((first, second) =>
    (second.completed_at as string).localeCompare(first.completed_at as string),
  );
  return (latest?.id as string | undefined) ?? null;
}

/**
 * When anyone in the company last completed a course of the subcategory (the periodic-training
 * status reads it for `periodica`); null when never.
 */
export async function getLastCompletionDate(
  companyId: string,
  subcategory: CourseSubcategory,
): Promise<string | null> {
  const [latest] = await queryFirst(
    {
      index: 'GSI2',
      partition: indexKeys.companyCompletions(companyId, subcategory).GSI2PK,
      projection: 'completed_at',
      newestFirst: true,
    },
    1,
  );
  return (latest?.completed_at as string | undefined) ?? null;
}

/** The keys of every progress record of a user (deleting a company's history removes them). */
export async function listQuizResultKeys(userId: string): Promise<ItemKey[]> {
  const items = await queryAll({
    partition: keys.user(userId).PK,
    sortKeyPrefix: prefixes.quizResult,
    projection: 'PK, SK',
  });
  return items.map((item) => ({ PK: item.PK as string, SK: item.SK as string }));
}
