import * as texts from '@ssm/shared/texts';
import { getUsersById } from '../../accounts/data/users';
import { newAuditEvent, PUBLIC_ACTOR, recordAuditEvent } from '../../audit/data/audit';
import { getCompany } from '../../companies/data/companies';
import { getFirm } from '../../firms/data/firms';
import type { ArchiveJobEvent, FileStore } from '../../platform/adapters';
import { describeError, logger } from '../../platform/logger';
import { objectKeys } from '../../platform/object-keys';
import { listCompanyRecords } from '../../records/data/records';
import { listCompanySheetScans } from '../../records/data/sheet-scans';
import { ensureRecordPdf, renderRecords } from '../../records/domain/record-files';
import {
  buildWorkerSheetContent,
  createSheetCollector,
  ensureWorkerSheet,
  isSheetForInk,
  renderWorkerSheet,
} from '../../records/domain/worker-sheets';
import type { Sealing } from '../../signing/sealer';
import {
  type CompanyArchiveJob,
  finishArchiveJob,
  getArchiveJob,
  recordArchiveProgress,
  releaseCompanyArchiveClaim,
} from '../data/archive-jobs';
import {
  buildRecordPath,
  buildSheetScanPath,
  buildWorkerSheetPath,
  formatIndexCsv,
  INDEX_FILE_NAME,
  toIndexRow,
} from './archive-layout';
import { writeZip, type ZipInlineFile, type ZipSourceFile } from './archive-zip';
import { buildWorkerSheetsZip } from './worker-sheets-zip';

/*
 * The archive job (archives/jobs/archive.ts): builds a company's ZIP of signed records that archives.ts
 * requested, or the ZIP of a filter's fișe (worker-sheets-zip.ts), and renders the records an
 * owner's mass sign left for later.
 */

/** Share of the progress bar given to rendering records that were never rendered (rare). */
const RENDER_SHARE = 30;
/** Progress is written at most this often (each write is a table write). */
const PROGRESS_WRITE_INTERVAL_MS = 1000;

/** The buckets the job reads the records from and writes the ZIP to, and what seals the records it renders. */
export type ArchiveAdapters = { courseFiles: FileStore; archives: FileStore; sealing: Sealing };

/** The job's entry point, on AWS and locally. Never throws: outcomes are recorded, not retried. */
export async function handleArchiveJobEvent(
  event: ArchiveJobEvent,
  adapters: ArchiveAdapters,
): Promise<void> {
  if ('job_id' in event) await runArchiveJob({ jobId: event.job_id, ...adapters });
  else await renderRecords({ recordIds: event.render_document_ids, ...adapters });
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
async function buildArchive(job: CompanyArchiveJob, adapters: ArchiveAdapters): Promise<number> {
  const report = throttleProgress(job.id);
  const files: ZipSourceFile[] = [];
  const rows: string[][] = [];
  const sheets = createSheetCollector();
  let cursor: string | undefined;
  let hasRendered = false;
  do {
    const page = await listCompanyRecords(job.company_id, {
      status: 'signed',
      limit: DOCUMENT_PAGE_SIZE,
      cursor,
    });
    for (const listed of page.records) {
      const record = listed.pdf_sha256
        ? listed
        : await ensureRecordPdf(listed, adapters.courseFiles, adapters.sealing);
      hasRendered ||= record !== listed;
      sheets.add(record);
      files.push({
        path: buildRecordPath(record),
        key: record.pdf_key as string,
        // The record's file shows when it was fully signed, in Romania's time.
        modifiedAt: record.signed_at ?? record.created_at,
      });
      rows.push(toIndexRow(record));
    }
    // The total is unknown while listing: rendering advances the bar slowly towards its share.
    if (hasRendered) await report(RENDER_SHARE * (1 - 1 / (1 + files.length / 200)));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const sheetFiles = await buildWorkerSheets(job, sheets.groups(), adapters);
  const zipStart = hasRendered || sheetFiles.hasRendered ? RENDER_SHARE : 0;
  await writeZip({
    source: adapters.courseFiles,
    files: [...files, ...sheetFiles.stored],
    inlineFiles: [{ path: INDEX_FILE_NAME, content: formatIndexCsv(rows) }, ...sheetFiles.inline],
    target: { store: adapters.archives, key: objectKeys.companyArchive(job.firm_id, job.company_id, job.id) },
    onFileDone: (done, total) => {
      void report(zipStart + (done / total) * (100 - zipStart)).catch(() => undefined);
    },
  });
  return files.length;
}

/**
 * Each worker's fișă individuală per domain, beside their records: the stored one for its current
 * content (rendered now when there is none), or, for a worker deleted since, one rendered from the
 * header their latest record printed, put in the ZIP without being stored. A company that keeps
 * its PSI-SU fișe on paper has no electronic one: the scans of the hand-signed fișe stand in its
 * place (docs/domain.md, PSI/SU), and scans uploaded before a company went electronic stay too.
 */
async function buildWorkerSheets(
  job: CompanyArchiveJob,
  groups: ReturnType<ReturnType<typeof createSheetCollector>['groups']>,
  adapters: ArchiveAdapters,
) {
  const stored: ZipSourceFile[] = [];
  const inline: ZipInlineFile[] = [];
  const [company, firm] = await Promise.all([getCompany(job.company_id), getFirm(job.firm_id)]);
  if (!company || !firm || groups.length === 0) return { stored, inline, hasRendered: false };
  const workers = new Map(
    (await getUsersById([...new Set(groups.map((group) => group.workerId))])).map((worker) => [
      worker.id,
      worker,
    ]),
  );
  let hasRendered = false;
  for (const scan of await listCompanySheetScans(company.id)) {
    stored.push({ path: buildSheetScanPath(scan), key: scan.file_key, modifiedAt: scan.uploaded_at });
  }
  for (const group of groups) {
    if (isSheetForInk(company, group.domain)) continue;
    const current = workers.get(group.workerId);
    const worker = current?.company_id === company.id ? current : null;
    const content = buildWorkerSheetContent({
      domain: group.domain,
      company,
      firm,
      worker: worker ?? group.latest,
      trainings: group.rows,
    });
    const path = buildWorkerSheetPath(group.latest, group.domain);
    if (worker) {
      const sheet = await ensureWorkerSheet({
        worker,
        firmId: company.firm_id,
        companyId: company.id,
        content,
        courseFiles: adapters.courseFiles,
        sealing: async () => adapters.sealing,
      });
      // A later fișă of the same worker names this content now: the next one is not rendered again.
      workers.set(worker.id, {
        ...worker,
        training_sheets: { ...worker.training_sheets, [group.domain]: sheet.contentHash },
      });
      hasRendered ||= worker.training_sheets?.[group.domain] !== sheet.contentHash;
      stored.push({ path, key: sheet.key });
    } else {
      const sheet = await renderWorkerSheet(content, adapters.sealing, {
        companyId: company.id,
        workerId: group.workerId,
      });
      inline.push({ path, content: sheet.bytes });
      hasRendered = true;
    }
  }
  return { stored, inline, hasRendered };
}

/** The job itself: builds the ZIP, records the outcome and its audit event. Never throws. */
export async function runArchiveJob(options: { jobId: string } & ArchiveAdapters): Promise<void> {
  const { jobId, ...adapters } = options;
  const job = await getArchiveJob(jobId, { consistent: true });
  if (job?.status !== 'running') return;
  const scope =
    job.kind === 'worker-sheets'
      ? { kind: 'firm' as const, id: job.firm_id }
      : { kind: 'company' as const, id: job.company_id };
  const recordOutcome = (action: 'archive_completed' | 'archive_failed', details: Record<string, unknown>) =>
    recordAuditEvent(
      newAuditEvent({
        scope,
        action,
        actor: { ...PUBLIC_ACTOR, role: 'system' },
        origin: { ip: '', userAgent: 'archive-job' },
        subject:
          job.kind === 'worker-sheets'
            ? { job_id: job.id, kind: job.kind }
            : { company_id: job.company_id, job_id: job.id },
        details,
      }),
    );
  try {
    if (job.kind === 'worker-sheets') {
      const built = await buildWorkerSheetsZip(job, adapters, throttleProgress(job.id));
      await finishArchiveJob(job.id, { status: 'done', ...built });
      await recordOutcome('archive_completed', { files: built.fileCount, missing: built.missingCount });
    } else {
      const fileCount = await buildArchive(job, adapters);
      await finishArchiveJob(job.id, {
        status: 'done',
        zipKey: objectKeys.companyArchive(job.firm_id, job.company_id, job.id),
        fileCount,
      });
      await recordOutcome('archive_completed', { records: fileCount });
    }
  } catch (error) {
    logger.error('archive job failed', { jobId, ...describeError(error) });
    await finishArchiveJob(job.id, { status: 'failed', detail: texts.archives.failed }).catch(
      () => undefined,
    );
    await recordOutcome('archive_failed', {
      error: error instanceof Error ? error.message : String(error),
    }).catch(() => undefined);
  }
  // A claim left behind is taken over by the next request once it sees this job finished.
  if (job.kind !== 'worker-sheets') {
    await releaseCompanyArchiveClaim(job.company_id, job.id).catch(() => undefined);
  }
}
