import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CourseCategory, CourseSubcategory } from '@ssm/shared';
import { getDocumentClient } from '../lib/aws';
import { type ItemKey, indexKeys, keys, prefixes } from './keys';
import { queryAll } from './queries';
import { tableName } from './table';

/** One attempt of a user at a course's quiz; ids are ULIDs, so the sort key orders by time. */
export type ProgressRecord = {
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
  /** The answers the server graded, kept as evidence of the test. */
  answers: { question: string; answer: string | null }[];
  quiz_score: number;
  completed: boolean;
  completed_at: string | null;
  created_at: string;
};

export const PROGRESS_TYPE = 'progress';

export function toProgressItem(progress: ProgressRecord): Record<string, unknown> {
  return {
    ...keys.progress(progress.user_id, progress.id),
    type: PROGRESS_TYPE,
    ...(progress.completed_at
      ? indexKeys.companyCompletion({
          companyId: progress.company_id,
          subcategory: progress.course_subcategory,
          completedAt: progress.completed_at,
          progressId: progress.id,
        })
      : {}),
    ...progress,
  };
}

export async function putProgress(progress: ProgressRecord): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: toProgressItem(progress),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The user's progress records, newest first: one Query on the user's partition. */
export async function listProgressForUser(userId: string, limit: number): Promise<ProgressRecord[]> {
  const result = await getDocumentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':prefix': prefixes.progress },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => {
    const { PK, SK, GSI2PK, GSI2SK, type, ...progress } = item;
    return progress as ProgressRecord;
  });
}

/**
 * When anyone in the company last completed a course of the subcategory (the periodic-training
 * status reads it for `periodica`); null when never.
 */
export async function getLastCompletionDate(
  companyId: string,
  subcategory: CourseSubcategory,
): Promise<string | null> {
  const result = await getDocumentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': indexKeys.companyCompletions(companyId, subcategory).GSI2PK },
      ProjectionExpression: 'completed_at',
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return (result.Items?.[0]?.completed_at as string | undefined) ?? null;
}

/** The keys of every progress record of a user (deleting a company's history removes them). */
export async function listProgressKeysOfUser(userId: string): Promise<ItemKey[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':prefix': prefixes.progress },
    ProjectionExpression: 'PK, SK',
  });
  return items.map((item) => ({ PK: item.PK as string, SK: item.SK as string }));
}
