import { FIRM_WORKERS_PRINT_LIMIT } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import { finishArchiveJob, newWorkerSheetsJob, putArchiveJob } from '../../archives/data/archive-jobs';
import { describeArchiveJob } from '../../archives/domain/archives';
import { actorOf, newAuditEvent, type RequestOrigin, recordAuditEvent } from '../../audit/data/audit';
import { sortByText } from '../../companies/domain/tenancy';
import type { ArchiveJobStarter, FileStore } from '../../platform/adapters';
import { conflict } from '../../platform/errors';
import { type FirmWorkersFilter, filterFirmWorkers } from './firm-workers';

/*
 * "Tipărește fișele" on the firm's workers (docs/training-status.md, "Bulk actions"): the
 * filter's workers, read as the list reads them, handed to the archive job, which gathers their
 * fișe into one ZIP (archives/domain/worker-sheets-zip.ts) while the page polls its progress.
 */

/** `POST /api/workers/print-sheets/`: starts the job for the filter's workers and answers it to poll. */
export async function requestWorkerSheets(options: {
  owner: OwnerPrincipal;
  filter: FirmWorkersFilter;
  origin: RequestOrigin;
  archives: FileStore;
  archiveJob: ArchiveJobStarter;
}) {
  const { owner } = options;
  const { workers } = await filterFirmWorkers(owner, options.filter);
  if (workers.length === 0) throw conflict(texts.firmWorkers.printSheetsEmpty);
  if (workers.length > FIRM_WORKERS_PRINT_LIMIT) {
    throw conflict(texts.firmWorkers.printSheetsTooMany(workers.length, FIRM_WORKERS_PRINT_LIMIT));
  }
  // In the order of their companies and names: the index lists them so, folder after folder.
  const ordered = sortByText(workers, (row) => `${row.company_name} ${row.last_name} ${row.first_name}`);
  const job = newWorkerSheetsJob({
    firmId: owner.firmId,
    requestedBy: owner.user.id,
    workerIds: ordered.map((row) => row.id),
    domain: options.filter.domain ?? null,
  });
  await putArchiveJob(job);
  await recordAuditEvent(
    newAuditEvent({
      scope: { kind: 'firm', id: owner.firmId },
      action: 'archive_requested',
      actor: actorOf(owner.user),
      origin: options.origin,
      subject: { job_id: job.id, kind: job.kind },
      details: { workers: job.worker_ids.length, filter: options.filter },
    }),
  );
  await options.archiveJob.start({ job_id: job.id }).catch(async (error: unknown) => {
    await finishArchiveJob(job.id, { status: 'failed', detail: texts.firmWorkers.printSheetsFailure });
    throw error;
  });
  return describeArchiveJob(job, options.archives);
}
