import type { CourseCategory } from '@ssm/shared';
import { epochSeconds, nowIso } from '../../platform/clock';
import { defineEntity } from '../../platform/entity';
import { newId } from '../../platform/ids';
import { deleteItem, getItem, putItem, transactWrite, updateItem } from '../../platform/table';
import { indexKeys, keys } from '../../platform/table-keys';

/** What every job building a ZIP keeps: the page polls it for progress and the ZIP's link. */
type ZipJobState = {
  id: string;
  firm_id: string;
  requested_by: string;
  status: 'running' | 'done' | 'failed';
  /** 0–100. */
  progress: number;
  zip_key: string | null;
  /** The files in the finished ZIP (a company archive's: its signed records). */
  file_count: number | null;
  detail: string | null;
  created_at: string;
  finished_at: string | null;
  /** Epoch seconds: the job goes when its ZIP does (the archives bucket keeps ZIPs 7 days). */
  ttl: number;
};

/** A company archive being built. Items written before print jobs existed carry no `kind`. */
export type CompanyArchiveJob = ZipJobState & {
  kind?: 'company';
  company_id: string;
  /** The company's name when the archive was asked for, which names the download. */
  company_name: string;
};

/** The fișe of a filter of the firm's workers being gathered (archives/domain/worker-sheets-zip.ts). */
export type WorkerSheetsJob = ZipJobState & {
  kind: 'worker-sheets';
  /** The filter's workers when the job was asked for, at most FIRM_WORKERS_PRINT_LIMIT. */
  worker_ids: string[];
  /** The filter's domain: only its fișe; null for both. */
  domain: CourseCategory | null;
  /** The fișe the index lists as missing, once done. */
  missing_count: number | null;
};

export type ArchiveJob = CompanyArchiveJob | WorkerSheetsJob;

export const ARCHIVE_RETENTION_SECONDS = 7 * 24 * 60 * 60;

/** A job that has just started, kept as long as the ZIP it will make. */
export function newArchiveJob(options: {
  companyId: string;
  companyName: string;
  firmId: string;
  requestedBy: string;
}): CompanyArchiveJob {
  return {
    ...newJobState(options),
    company_id: options.companyId,
    company_name: options.companyName,
  };
}

/** A print job of these workers' fișe that has just started. */
export function newWorkerSheetsJob(options: {
  firmId: string;
  requestedBy: string;
  workerIds: string[];
  domain: CourseCategory | null;
}): WorkerSheetsJob {
  return {
    ...newJobState(options),
    kind: 'worker-sheets',
    worker_ids: options.workerIds,
    domain: options.domain,
    missing_count: null,
  };
}

function newJobState(options: { firmId: string; requestedBy: string }): ZipJobState {
  const createdAt = nowIso();
  return {
    id: newId(),
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

const archiveJobs = defineEntity<ArchiveJob>({
  type: 'archive-job',
  key: (job) => keys.archiveJob(job.id),
  // A company's jobs are found by its history's deletion; a print job's ZIP only expires.
  indexes: (job) => (job.kind === 'worker-sheets' ? {} : indexKeys.companyArchiveJob(job.company_id, job.id)),
});

export async function putArchiveJob(job: ArchiveJob): Promise<void> {
  if (!(await putItem({ Item: archiveJobs.toItem(job), ConditionExpression: 'attribute_not_exists(PK)' })))
    throw new Error(`Archive job ${job.id} already exists`);
}

/**
 * Writes the job as the company's current archive, in one transaction with the company's claim:
 * only if no job holds the claim, or if the job holding it is `replacing` (one seen finished or
 * abandoned). Answers false when another job holds it.
 */
export async function claimCompanyArchive(
  job: CompanyArchiveJob,
  replacing: string | null,
): Promise<boolean> {
  const outcome = await transactWrite({
    claim: {
      Put: {
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
    job: { Put: { Item: archiveJobs.toItem(job), ConditionExpression: 'attribute_not_exists(PK)' } },
  });
  if (outcome.isCommitted) return true;
  if (outcome.failed.has('claim')) return false;
  throw new Error(`Archive job ${job.id} already exists`);
}

/** The id of the job holding the company's archive claim, if any. */
export async function getCompanyArchiveClaim(companyId: string): Promise<string | null> {
  const claim = await getItem(keys.companyArchiveClaim(companyId), { consistent: true });
  return (claim?.job_id as string | undefined) ?? null;
}

/** Frees the company's claim for the next archive, unless a newer job already took it over. */
export async function releaseCompanyArchiveClaim(companyId: string, jobId: string): Promise<void> {
  await deleteItem({
    Key: keys.companyArchiveClaim(companyId),
    ConditionExpression: 'job_id = :job',
    ExpressionAttributeValues: { ':job': jobId },
  });
}

export async function getArchiveJob(
  jobId: string,
  options: { consistent?: boolean } = {},
): Promise<ArchiveJob | null> {
  const job = await archiveJobs.get(keys.archiveJob(jobId), options);
  // DynamoDB removes expired items within days, and DynamoDB Local never does.
  return job && job.ttl > epochSeconds() ? job : null;
}

/** Progress only moves forward, and only while the job runs. */
export async function recordArchiveProgress(jobId: string, progress: number): Promise<void> {
  await updateItem({
    Key: keys.archiveJob(jobId),
    UpdateExpression: 'SET progress = :progress',
    ConditionExpression: '#status = :running AND progress < :progress',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':progress': progress, ':running': 'running' },
  });
}

export async function finishArchiveJob(
  jobId: string,
  outcome:
    | { status: 'done'; zipKey: string; fileCount: number; missingCount?: number }
    | { status: 'failed'; detail: string },
): Promise<void> {
  const isDone = outcome.status === 'done';
  const missing = isDone && outcome.missingCount !== undefined;
  const finished = await updateItem({
    Key: keys.archiveJob(jobId),
    UpdateExpression: isDone
      ? `SET #status = :status, zip_key = :zip, file_count = :count, finished_at = :now, progress = :complete${missing ? ', missing_count = :missing' : ''}`
      : 'SET #status = :status, detail = :detail, finished_at = :now',
    ConditionExpression: '#status = :running',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ...(isDone
        ? {
            ':zip': outcome.zipKey,
            ':count': outcome.fileCount,
            ':complete': 100,
            ...(missing ? { ':missing': outcome.missingCount } : {}),
          }
        : { ':detail': outcome.detail }),
      ':status': outcome.status,
      ':now': nowIso(),
      ':running': 'running',
    },
  });
  if (!finished.isApplied) throw new Error(`Archive job ${jobId} is no longer running`);
}

/** Every archive job of a company still in the table (deleting its history removes them). */
export function listCompanyArchiveJobs(companyId: string): Promise<ArchiveJob[]> {
  return archiveJobs.queryAll({ index: 'GSI1', partition: indexKeys.companyArchiveJobs(companyId).GSI1PK });
}
