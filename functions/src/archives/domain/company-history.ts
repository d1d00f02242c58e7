import * as texts from '@ssm/shared/texts';
import { listUsersOfCompany } from '../../accounts/data/users';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import { actorOf, newAuditEvent, type RequestOrigin, recordAuditEvent } from '../../audit/data/audit';
import { releaseCompanyRecords } from '../../companies/data/companies';
import { getOwnCompany } from '../../companies/domain/tenancy';
import type { FileStore } from '../../platform/adapters';
import { objectKeys } from '../../platform/object-keys';
import { listCompanyRecords } from '../../records/data/records';
import { deleteSheetScans, listCompanySheetScans } from '../../records/data/sheet-scans';
import { deleteTrainingStatuses } from '../../training-status/data/training-status';
import { refreshTrainingStatus } from '../../training-status/domain/training-status';
import { listCompanyArchiveJobs } from '../data/archive-jobs';
import { deleteLearningOf, deleteRecordsAndArchiveJobs } from '../data/company-history';

/*
 * Deleting a company's history (docs/product.md, the owner's dashboard): its people's progress
 * and quiz attempts, its training documents with their signatures and hash look-ups, the record PDFs and the
 * archives. A signed record may go only by an explicit owner action (docs/domain.md, the training
 * record), so the operation is
 * audited before it starts and when it ends, with what it removed; the audit trail itself stays.
 *
 * Files go first, then table items: a deletion cut short leaves documents that still name their
 * files, and running it again finishes the work. The record PDFs and the fișe are sealed files,
 * locked for the deployment's retention (platform/storage.ts): the deletion removes the
 * platform's index of them (the records, their hash look-ups, the workers' list of fișe), so no
 * page, link or verification reaches them any more, and the files themselves only once their
 * retention is over. The audit says how many stayed locked.
 */

export async function deleteCompanyHistory(options: {
  owner: OwnerPrincipal;
  companyId: string;
  origin: RequestOrigin;
  courseFiles: FileStore;
  archives: FileStore;
}) {
  const company = await getOwnCompany(options.owner, options.companyId);
  const audit = (action: 'history_deletion_started' | 'history_deletion_completed', details = {}) =>
    recordAuditEvent(
      newAuditEvent({
        scope: { kind: 'company', id: company.id },
        action,
        actor: actorOf(options.owner.user),
        origin: options.origin,
        subject: { company_id: company.id },
        details: { company_name: company.name, ...details },
      }),
    );
  await audit('history_deletion_started');

  const [{ records }, jobs, { users }, scans, sealedKeys, inkKeys] = await Promise.all([
    listCompanyRecords(company.id),
    listCompanyArchiveJobs(company.id),
    listUsersOfCompany(company.id),
    listCompanySheetScans(company.id),
    // Listed by where they are, not by who they print: the fișe of workers deleted since, the
    // earlier renderings of a record or a fișă, and the scans go with the records they stand for.
    listEach(options.courseFiles, objectKeys.companySealedFilePrefixes(company.firm_id, company.id)),
    options.courseFiles.list(objectKeys.companyInkSheetPrefix(company.firm_id, company.id)),
  ]);
  const sealedFiles = await options.courseFiles.deleteUnlessLocked(sealedKeys);
  await options.archives.deleteMany(jobs.flatMap((job) => (job.zip_key ? [job.zip_key] : [])));
  // The fișe printed for ink print these records too, and are no sealed files.
  await options.courseFiles.deleteMany(inkKeys);

  await deleteRecordsAndArchiveJobs(company.id, records, jobs);
  await deleteSheetScans(scans);
  await releaseCompanyRecords(company.id, {
    records: records.length,
    signed: records.filter((record) => record.document_hash).length,
    awaitingAdmin: records.filter((record) => record.status === 'awaiting_admin').length,
  });

  // The attempts items go with the progress: a pass they remember without its record would
  // refuse the worker every new attempt. The evidence of study goes with them.
  const learning = await deleteLearningOf(users.map((user) => user.id));
  // The status item only moves forward on events; its last training is gone with the history,
  // so it is dropped and computed again from what is left, for the status page to show at once.
  await deleteTrainingStatuses([company.id]);
  await refreshTrainingStatus({ companyId: company.id });

  const counts = {
    progress: learning.quizResults,
    documents: records.length,
    signatures: records.reduce((sum, record) => sum + record.signatures.length, 0),
    archives: jobs.length,
  };
  await audit('history_deletion_completed', {
    ...counts,
    quiz_attempts: learning.quizAttempts,
    sheet_scans: scans.length,
    sealed_files_kept_locked: sealedFiles.locked.length,
  });
  return {
    detail: texts.companyHistory.deleted(
      counts.progress,
      counts.documents,
      counts.signatures,
      counts.archives,
    ),
    ...counts,
  };
}

async function listEach(files: FileStore, prefixes: readonly string[]): Promise<string[]> {
  return (await Promise.all(prefixes.map((prefix) => files.list(prefix)))).flat();
}
