import { setTimeout as sleep } from 'node:timers/promises';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ARCHIVE_URL_TTL_SECONDS, texts } from '@ssm/shared';
import {
  type ArchiveJob,
  claimCompanyArchive,
  finishArchiveJob,
  getArchiveJob,
  getCompanyArchiveClaim,
  newArchiveJob,
  recordArchiveProgress,
  releaseCompanyArchiveClaim,
} from '../data/archive-jobs';
import { actorOf, newAuditEvent, PUBLIC_ACTOR, type RequestOrigin, recordAuditEvent } from '../data/audit';
import { objectKeys } from '../data/keys';
import { listCompanyDocuments } from '../data/training-documents';
import type { UserRecord } from '../data/users';
import { getS3Client } from '../lib/aws';
import { getConfig } from '../lib/config';
import { notFound, serviceBusy } from '../lib/errors';
import { describeError, logger } from '../lib/logger';
import { buildRecordPath, formatIndexCsv, INDEX_FILE_NAME, toIndexRow } from './archive-layout';
import { writeZipToS3, type ZipSourceFile } from './archive-zip';
import { ensureRecordPdf, renderRecords } from './record-files';
import { getOwnCompany, requireFirmId } from './tenancy';

/*
 * A company's ZIP of signed records (DESIGN §8). Building it can outlast API Gateway's 30 s, so
 * it is a job: on AWS a separate Lambda invoked asynchronously, locally the same function run in
 * the background of the local platform's process. The request waits a few seconds and answers
 * the link when the job finished by then, otherwise the job's id for the page to poll.
 */

/** How long the request waits for a small archive before answering with the job to poll. */
const QUICK_ANSWER_WAIT_MS = 4000;
const POLL_INTERVAL_MS = 200;
/** Share of the progress bar given to rendering records that were never rendered (rare). */
const RENDER_SHARE = 30;
/** Progress is written at most this often (each write is a table write). */
const PROGRESS_WRITE_INTERVAL_MS = 1000;

/**
 * What the archive job is started with: an archive to build, or the signed records an owner's
 * mass sign had no time left to render (the job has the rendering code and the bucket access).
 */
export type ArchiveJobEvent = { job_id: string } | { render_document_ids: string[] };

let lambdaClient: LambdaClient | undefined;

/** Starts the job without waiting for it: an asynchronous invocation on AWS, the background locally. */
export async function startArchiveJob(event: ArchiveJobEvent): Promise<void> {
  const config = getConfig();
  if (config.archiveJobFunctionName) {
    lambdaClient ??= new LambdaClient({ region: config.region });
    await lambdaClient.send(
      new InvokeCommand({
        FunctionName: config.archiveJobFunctionName,
        InvocationType: 'Event',
        Payload: Buffer.from(JSON.stringify(event)),
      }),
    );
    return;
  }
  // Only the local platform runs without the job's function: there the process stays up.
  if (!config.dynamodbEndpoint) throw new Error('ARCHIVE_JOB_FUNCTION_NAME is not set');
  void handleArchiveJobEvent(event);
}

/** The job's entry point, on AWS and locally. Never throws: outcomes are recorded, not retried. */
export async function handleArchiveJobEvent(event: ArchiveJobEvent): Promise<void> {
  if ('job_id' in event) await runArchiveJob(event.job_id);
  else await renderRecords(event.render_document_ids);
}

async function presignArchive(job: ArchiveJob): Promise<string> {
  return getSignedUrl(
    getS3Client(),
    new GetObjectCommand({
      Bucket: getConfig().archivesBucket,
      Key: job.zip_key as string,
      ResponseContentDisposition: `attachment; filename="arhiva-${job.company_id}-${job.created_at.slice(0, 10)}.zip"`,
    }),
    { expiresIn: ARCHIVE_URL_TTL_SECONDS },
  );
}

/**
 * A job still running after the job's Lambda limit (15 minutes) died without recording it (a
 * timeout, or the local platform stopped): the page must stop waiting for it.
 */
const ABANDONED_AFTER_MS = 16 * 60 * 1000;

function isAbandoned(job: ArchiveJob): boolean {
  return job.status === 'running' && Date.now() - Date.parse(job.created_at) > ABANDONED_AFTER_MS;
}

async function describeJob(job: ArchiveJob) {
  if (isAbandoned(job))
    return {
      job_id: job.id,
      status: 'failed' as const,
      progress: job.progress,
      detail: texts.archives.failed,
    };
  return {
    job_id: job.id,
    status: job.status,
    progress: job.progress,
    ...(job.status === 'done' ? { zip_url: await presignArchive(job) } : {}),
    ...(job.status === 'failed' && job.detail ? { detail: job.detail } : {}),
  };
}

/** Claims tried per request: each failed claim means the claim changed hands meanwhile. */
const CLAIM_ATTEMPTS = 3;

/**
 * The company's archive already being built, or else this new job: simultaneous requests (a
 * double click, two tabs, two owners) share one job instead of each building the same ZIP.
 */
async function startOrJoinArchive(job: ArchiveJob): Promise<{ job: ArchiveJob; isNew: boolean }> {
  let replacing: string | null = null;
  for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt += 1) {
    if (await claimCompanyArchive(job, replacing)) return { job, isNew: true };
    const claimedJobId = await getCompanyArchiveClaim(job.company_id);
    const claimed = claimedJobId ? await getArchiveJob(claimedJobId, { consistent: true }) : null;
    if (claimed?.status === 'running' && !isAbandoned(claimed)) return { job: claimed, isNew: false };
    // The claim outlived its job (finished, abandoned or deleted): take it over from that job only.
    replacing = claimedJobId;
  }
  throw serviceBusy();
}

/**
 * `POST /api/generate-company-zip/`: the link when the archive is done within seconds, else the
 * job to poll (the handler answers the latter with 202).
 */
export async function requestCompanyArchive(options: {
  user: UserRecord;
  companyId: string;
  origin: RequestOrigin;
}) {
  const company = await getOwnCompany(options.user, options.companyId);
  const newJob = newArchiveJob({
    companyId: company.id,
    firmId: company.firm_id,
    requestedBy: options.user.id,
  });
  const { job, isNew } = await startOrJoinArchive(newJob);
  if (isNew) {
    await recordAuditEvent(
      newAuditEvent({
        scope: { kind: 'company', id: company.id },
        action: 'archive_requested',
        actor: actorOf(options.user),
        origin: options.origin,
        subject: { company_id: company.id, job_id: job.id },
      }),
    );
    await startArchiveJob({ job_id: job.id }).catch(async (error: unknown) => {
      // A job that never started must not hold the claim until it counts as abandoned.
      await finishArchiveJob(job.id, { status: 'failed', detail: texts.archives.failed });
      await releaseCompanyArchiveClaim(job.company_id, job.id);
      throw error;
    });
  }
  const deadline = Date.now() + QUICK_ANSWER_WAIT_MS;
  let current: ArchiveJob = job;
  while (Date.now() < deadline) {
    await sleep(POLL_INTERVAL_MS);
    current = (await getArchiveJob(job.id, { consistent: true })) ?? current;
    if (current.status === 'done') return { isReady: true as const, zip_url: await presignArchive(current) };
    if (current.status === 'failed') break;
  }
  return { isReady: false as const, job: await describeJob(current) };
}

/** `GET /api/archive-jobs/{id}/`: the job of one of the owner's companies. */
export async function getArchiveJobStatus(options: { user: UserRecord; jobId: string }) {
  const job = await getArchiveJob(options.jobId, { consistent: true });
  if (!job || job.firm_id !== requireFirmId(options.user)) throw notFound(texts.archives.notFound);
  return describeJob(job);
}

function throttleProgress(jobId: string) {
  let lastWrite = 0;
  let lastValue = 0;
  return async (progress: number) => {
    const value = Math.min(99, Math.floor(progress));
    if (value <= lastValue || Date.now() - lastWrite < PROGRESS_WRITE_INTERVAL_MS) return;
    lastWrite = Date.now();
    lastValue = value;
    await recordArchiveProgress(jobId, value);
  };
}

/** Documents read per page: the job holds one page of documents at a time, whatever the company's size. */
const DOCUMENT_PAGE_SIZE = 100;

/**
 * Lists the company's signed records page by page, rendering any never rendered, keeping only
 * each record's path, object key and index row; then streams the ZIP.
 */
async function buildArchive(job: ArchiveJob): Promise<number> {
  const report = throttleProgress(job.id);
  const config = getConfig();
  const files: ZipSourceFile[] = [];
  const rows: string[][] = [];
  let cursor: string | undefined;
  let hasRendered = false;
  do {
    const page = await listCompanyDocuments(job.company_id, {
      status: 'signed',
      limit: DOCUMENT_PAGE_SIZE,
      cursor,
    });
    for (const listed of page.documents) {
      const document = listed.pdf_sha256 ? listed : await ensureRecordPdf(listed);
      hasRendered ||= document !== listed;
      files.push({
        path: buildRecordPath(document),
        bucket: config.courseFilesBucket,
        key: document.pdf_key as string,
      });
      rows.push(toIndexRow(document));
    }
    // The total is unknown while listing: rendering advances the bar slowly towards its share.
    if (hasRendered) await report(RENDER_SHARE * (1 - 1 / (1 + files.length / 200)));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const zipStart = hasRendered ? RENDER_SHARE : 0;
  await writeZipToS3({
    s3: getS3Client(),
    files,
    inlineFiles: [{ path: INDEX_FILE_NAME, content: formatIndexCsv(rows) }],
    target: {
      bucket: config.archivesBucket,
      key: objectKeys.companyArchive(job.firm_id, job.company_id, job.id),
    },
    onFileDone: (done, total) => {
      void report(zipStart + (done / total) * (100 - zipStart)).catch(() => undefined);
    },
  });
  return files.length;
}

/** The job itself: builds the ZIP, records the outcome and its audit event. Never throws. */
export async function runArchiveJob(jobId: string): Promise<void> {
  const job = await getArchiveJob(jobId, { consistent: true });
  if (job?.status !== 'running') return;
  const system = { ...PUBLIC_ACTOR, role: 'system' as const };
  const origin = { ip: '', userAgent: 'archive-job' };
  try {
    const fileCount = await buildArchive(job);
    await finishArchiveJob(job.id, {
      status: 'done',
      zipKey: objectKeys.companyArchive(job.firm_id, job.company_id, job.id),
      fileCount,
    });
    await recordAuditEvent(
      newAuditEvent({
        scope: { kind: 'company', id: job.company_id },
        action: 'archive_completed',
        actor: system,
        origin,
        subject: { company_id: job.company_id, job_id: job.id },
        details: { records: fileCount },
      }),
    );
  } catch (error) {
    logger.error('archive job failed', { jobId, ...describeError(error) });
    await finishArchiveJob(job.id, { status: 'failed', detail: texts.archives.failed }).catch(
      () => undefined,
    );
    await recordAuditEvent(
      newAuditEvent({
        scope: { kind: 'company', id: job.company_id },
        action: 'archive_failed',
        actor: system,
        origin,
        subject: { company_id: job.company_id, job_id: job.id },
        details: { error: error instanceof Error ? error.message : String(error) },
      }),
    ).catch(() => undefined);
  }
  // A claim left behind is taken over by the next request once it sees this job finished.
  await releaseCompanyArchiveClaim(job.company_id, job.id).catch(() => undefined);
}
