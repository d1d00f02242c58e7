import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../lib/aws';
import { epochSeconds, nowIso } from '../lib/clock';
import { newId } from '../lib/ids';
import { indexKeys, keys } from './keys';
import { queryAll } from './queries';
import { cancellationReasons, isConditionFailure, tableName } from './table';

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

/** A job that has just started, kept as long as the ZIP it will make. */
export function newArchiveJob(options: {
  companyId: string;
  firmId: string;
  requestedBy: string;
}): ArchiveJob {
  const createdAt = nowIso();
  return {
    id: newId(),
    company_id: options.companyId,
    firm_id: options.firmId,
    requested_by: options.requestedBy,
    status: 'running',
    progress: 0,
    zip_key: null,
    file_count: null,
    detail: null,
    created_at: createdAt,
    finished_at: null,
    ttl: epochSeconds(new Date(createdAt)) + ARCHIVE_RETENTION_SECONDS,
  };
}

function fromItem(item: Record<string, unknown> | undefined): ArchiveJob | null {
  if (!item || item.type !== ARCHIVE_JOB_TYPE) return null;
  const { PK, SK, GSI1PK, GSI1SK, type, ...job } = item;
  // DynamoDB removes expired items within days, and DynamoDB Local never does.
  if ((job.ttl as number) <= epochSeconds()) return null;
  return job as ArchiveJob;
}

function toArchiveJobItem(job: ArchiveJob): Record<string, unknown> {
  return {
    ...keys.archiveJob(job.id),
    type: ARCHIVE_JOB_TYPE,
    ...indexKeys.companyArchiveJob(job.company_id, job.id),
    ...job,
  };
}

export async function putArchiveJob(job: ArchiveJob): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: toArchiveJobItem(job),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * Writes the job as the company's current archive, in one transaction with the company's claim:
 * only if no job holds the claim, or if the job holding it is `replacing` (one seen finished or
 * abandoned). Answers false when another job holds it.
 */
export async function claimCompanyArchive(job: ArchiveJob, replacing: string | null): Promise<boolean> {
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.companyArchiveClaim(job.company_id),
                type: 'archive-claim',
                job_id: job.id,
                ttl: job.ttl,
              },
              ...(replacing
                ? {
                    ConditionExpression: 'job_id = :replacing',
                    ExpressionAttributeValues: { ':replacing': replacing },
                  }
                : { ConditionExpression: 'attribute_not_exists(PK)' }),
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: toArchiveJobItem(job),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** The id of the job holding the company's archive claim, if any. */
export async function getCompanyArchiveClaim(companyId: string): Promise<string | null> {
  const result = await getDocumentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.companyArchiveClaim(companyId),
      ConsistentRead: true,
    }),
  );
  return (result.Item?.job_id as string | undefined) ?? null;
}

/** Frees the company's claim for the next archive, unless a newer job already took it over. */
export async function releaseCompanyArchiveClaim(companyId: string, jobId: string): Promise<void> {
  try {
    await getDocumentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.companyArchiveClaim(companyId),
        ConditionExpression: 'job_id = :job',
        ExpressionAttributeValues: { ':job': jobId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
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
