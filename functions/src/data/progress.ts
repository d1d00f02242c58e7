import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../lib/aws';
import { keys, prefixes } from './keys';
import { tableName } from './table';

/** One attempt of a user at a course's quiz; ids are ULIDs, so the sort key orders by time. */
export type ProgressRecord = {
  id: string;
  user_id: string;
  course_id: string;
  course_title: string;
  quiz_score: number;
  completed: boolean;
  completed_at: string | null;
  created_at: string;
};

export const PROGRESS_TYPE = 'progress';

export function toProgressItem(progress: ProgressRecord): Record<string, unknown> {
  return { ...keys.progress(progress.user_id, progress.id), type: PROGRESS_TYPE, ...progress };
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
    const { PK, SK, type, ...progress } = item;
    return progress as ProgressRecord;
  });
}
