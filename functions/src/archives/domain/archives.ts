import { setTimeout as sleep } from 'node:timers/promises';
import { ARCHIVE_URL_TTL_SECONDS, toBucharestDate } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { AdminPrincipal, OwnerPrincipal } from '../../accounts/domain/principal';
import { actorOf, newAuditEvent, type RequestOrigin, recordAuditEvent } from '../../audit/data/audit';
import { getCaredForCompany } from '../../companies/domain/tenancy';
import type { ArchiveJobStarter, FileStore } from '../../platform/adapters';
import { conflict, notFound, serviceBusy } from '../../platform/errors';
import { listCompanyRecords } from '../../records/data/records';
import {
  type ArchiveJob,
  type CompanyArchiveJob,
  claimCompanyArchive,
  finishArchiveJob,
  getArchiveJob,
  getCompanyArchiveClaim,
  newArchiveJob,
  releaseCompanyArchiveClaim,
} from '../data/archive-jobs';
import { toSafeName } from './archive-layout';

/*
 * A company's ZIP of signed records (docs/product.md, archives). Building it can outlast API
 * Gateway's 30 s, so it is a job (archives/jobs/archive.ts): on AWS a separate Lambda invoked
 * asynchronously, locally the same function run in the background of the local platform's
 * process. The request waits a few seconds and answers the link when the job finished by then,
 * otherwise the job's id for the page to poll.
 */

/** How long the request waits for a small archive before answering with the job to poll. */
const QUICK_ANSWER_WAIT_MS = 4000;
const POLL_INTERVAL_MS = 200;
/**
 * A company's ZIP downloads under the company's name (as a file name allows it), a print job's
 * as the workers' fișe, each with the day it was asked for in Romania, which is how a person
 * finds it among their downloads.
 */
function presignArchive(job: ArchiveJob, archives: FileStore): Promise<string> {
  const day = toBucharestDate(new Date(job.created_at));
  const fileName =
    job.kind === 'worker-sheets'
      ? texts.firmWorkers.printSheetsZipFileName(day)
      : texts.archives.zipFileName(toSafeName(job.company_name), day);
  return archives.presignDownload({
    key: job.zip_key as string,
    expiresInSeconds: ARCHIVE_URL_TTL_SECONDS,
    contentDisposition: `attachment; filename="${fileName}"`,
  });
}

/**
 * A job still running after the job's Lambda limit (15 minutes) died without recording it (a
 * timeout, or the local platform stopped): the page must stop waiting for it.
 */
const ABANDONED_AFTER_MS = 16 * 60 * 1000;

function isAbandoned(job: ArchiveJob): boolean {
  return job.status === 'running' && Date.now() - Date.parse(job.created_at) > ABANDONED_AFTER_MS;
}

/** The job as the page polls it: its progress, and once done the ZIP's link and what it holds. */
export async function describeArchiveJob(job: ArchiveJob, archives: FileStore) {
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
    ...(job.status === 'done' ? { zip_url: await presignArchive(job, archives), ...countsOf(job) } : {}),
    ...(job.status === 'failed' && job.detail ? { detail: job.detail } : {}),
  };
}

function countsOf(job: ArchiveJob) {
  return job.kind === 'worker-sheets'
    ? { sheet_count: job.file_count ?? 0, missing_count: job.missing_count ?? 0 }
    : { record_count: job.file_count ?? 0 };
}

/** Claims tried per request: each failed claim means the claim changed hands meanwhile. */
const CLAIM_ATTEMPTS = 3;

/**
 * The company's archive already being built, or else this new job: simultaneous requests (a
 * double click, two tabs, two owners) share one job instead of each building the same ZIP.
 */
async function startOrJoinArchive(job: CompanyArchiveJob): Promise<{ job: ArchiveJob; isNew: boolean }> {
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
 * job to poll (the handler answers the latter with 202). An owner archives any company of the
 * firm, an admin their own (the same ZIP: docs/product.md, archives).
 */
export async function requestCompanyArchive(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  companyId: string;
  origin: RequestOrigin;
  archives: FileStore;
  archiveJob: ArchiveJobStarter;
}) {
  const { archives } = options;
  const company = await getCaredForCompany(options.caller, options.companyId);
  // An archive of nothing would be an empty index: say so instead of building it.
  const signed = await listCompanyRecords(company.id, { status: 'signed', limit: 1 });
  if (signed.records.length === 0) throw conflict(texts.archives.empty);
  const newJob = newArchiveJob({
    companyId: company.id,
    companyName: company.name,
    firmId: company.firm_id,
    requestedBy: options.caller.user.id,
  });
  const { job, isNew } = await startOrJoinArchive(newJob);
  if (isNew) {
    await recordAuditEvent(
      newAuditEvent({
        scope: { kind: 'company', id: company.id },
        action: 'archive_requested',
        actor: actorOf(options.caller.user),
        origin: options.origin,
        subject: { company_id: company.id, job_id: job.id },
      }),
    );
    await options.archiveJob.start({ job_id: job.id }).catch(async (error: unknown) => {
      // A job that never started must not hold the claim until it counts as abandoned.
      await finishArchiveJob(job.id, { status: 'failed', detail: texts.archives.failed });
      await releaseCompanyArchiveClaim(newJob.company_id, job.id);
      throw error;
    });
  }
  const deadline = Date.now() + QUICK_ANSWER_WAIT_MS;
  let current: ArchiveJob = job;
  while (Date.now() < deadline) {
    await sleep(POLL_INTERVAL_MS);
    current = (await getArchiveJob(job.id, { consistent: true })) ?? current;
    if (current.status === 'done') {
      return {
        isReady: true as const,
        zip_url: await presignArchive(current, archives),
        record_count: current.file_count ?? 0,
      };
    }
    if (current.status === 'failed') break;
  }
  return { isReady: false as const, job: await describeArchiveJob(current, archives) };
}

/**
 * `GET /api/archive-jobs/{id}/`: the job of one of the owner's companies, or of the admin's own;
 * a print job of the firm's workers' fișe only to an owner of the firm.
 */
export async function getArchiveJobStatus(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  jobId: string;
  archives: FileStore;
}) {
  const { caller } = options;
  const job = await getArchiveJob(options.jobId, { consistent: true });
  const isReachable =
    job?.firm_id === caller.firmId &&
    (caller.role === 'owner' || (job.kind !== 'worker-sheets' && job.company_id === caller.companyId));
  if (!job || !isReachable) throw notFound(texts.archives.notFound);
  return describeArchiveJob(job, options.archives);
}
