import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../lib/aws';
import { epochSeconds, nowIso } from '../lib/clock';
import { indexKeys, keys } from './keys';
import { queryAll } from './queries';
import { tableName } from './table';

/** A company archive being built: the owner's page polls it for progress and the ZIP's link. */
export type ArchiveJob = {
  id: string;
  company_id: string;
  firm_id: string;
  requested_by: string;
  status: 'running' | 'done' | 'failed';
  /** 0–100. */
  progress: number;
  zip_key: string | null;
  file_count: number | null;
  detail: string | null;
  created_at: string;
  finished_at: string | null;
  /** Epoch seconds: the job goes when its ZIP does (the archives bucket keeps ZIPs 7 days). */
  ttl: number;
};

export const ARCHIVE_RETENTION_SECONDS = 7 * 24 * 60 * 60;
const ARCHIVE_JOB_TYPE = 'archive-job';

function fromItem(item: Record<string, unknown> | undefined): ArchiveJob | null {
  if (!item || item.type !== ARCHIVE_JOB_TYPE) return null;
  const { PK, SK, GSI1PK, GSI1SK, type, ...job } = item;
  // DynamoDB removes expired items within days, and DynamoDB Local never does.
  if ((job.ttl as number) <= epochSeconds()) return null;
  return job as ArchiveJob;
}

export async function putArchiveJob(job: ArchiveJob): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.archiveJob(job.id),
        type: ARCHIVE_JOB_TYPE,
        ...indexKeys.companyArchiveJob(job.company_id, job.id),
        ...job,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getArchiveJob(
  jobId: string,
  options: { consistent?: boolean } = {},
): Promise<ArchiveJob | null> {
  const result = await getDocumentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.archiveJob(jobId),
      ConsistentRead: options.consistent ?? false,
    }),
  );
  return fromItem(result.Item);
}

/** Progress only moves forward, and only while the job runs. */
export async function recordArchiveProgress(jobId: string, progress: number): Promise<void> {
  await getDocumentClient()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.archiveJob(jobId),
        UpdateExpression: 'SET progress = :progress',
        ConditionExpression: '#status = :running AND progress < :progress',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':progress': progress, ':running': 'running' },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
    });
}

export async function finishArchiveJob(
  jobId: string,
  outcome: { status: 'done'; zipKey: string; fileCount: number } | { status: 'failed'; detail: string },
): Promise<void> {
  const isDone = outcome.status === 'done';
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.archiveJob(jobId),
      UpdateExpression: isDone
        ? 'SET #status = :status, zip_key = :zip, file_count = :count, finished_at = :now, progress = :complete'
        : 'SET #status = :status, detail = :detail, finished_at = :now',
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ...(isDone
          ? { ':zip': outcome.zipKey, ':count': outcome.fileCount, ':complete': 100 }
          : { ':detail': outcome.detail }),
        ':status': outcome.status,
        ':now': nowIso(),
        ':running': 'running',
      },
    }),
  );
}

/** Every archive job of a company still in the table (deleting its history removes them). */
export async function listCompanyArchiveJobs(companyId: string): Promise<ArchiveJob[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.companyArchiveJobs(companyId).GSI1PK },
  });
  return items.map((item) => {
    const { PK, SK, GSI1PK, GSI1SK, type, ...job } = item;
    return job as ArchiveJob;
  });
}
