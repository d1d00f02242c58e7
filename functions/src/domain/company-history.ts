import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { texts } from '@ssm/shared';
import pMap from 'p-map';
import { listCompanyArchiveJobs } from '../data/archive-jobs';
import { actorOf, newAuditEvent, type RequestOrigin, recordAuditEvent } from '../data/audit';
import { deleteItems } from '../data/batch-writes';
import { releaseCompanyRecords } from '../data/companies';
import { type ItemKey, keys } from '../data/keys';
import { listProgressKeysOfUser } from '../data/progress';
import { listCompanyDocuments } from '../data/training-documents';
import { listUsersOfCompany, type UserRecord } from '../data/users';
import { getS3Client } from '../lib/aws';
import { getConfig } from '../lib/config';
import { getOwnCompany } from './tenancy';

/*
 * Deleting a company's history (SPEC §2, the owner's dashboard): its people's progress, its
 * training documents with their signatures and hash look-ups, the record PDFs and the archives.
 * DOMAIN.md allows a signed record to go only by an explicit owner action, so the operation is
 * audited before it starts and when it ends, with what it removed; the audit trail itself stays.
 *
 * Files go first, then table items: a deletion cut short leaves documents that still name their
 * files, and running it again finishes the work. The record PDFs live in a versioned bucket, so a
 * deleted record remains recoverable by the platform's operators.
 */

const S3_DELETE_BATCH = 1000;
const USER_CONCURRENCY = 8;

async function deleteObjects(bucket: string, objectKeys: string[]): Promise<void> {
  for (let start = 0; start < objectKeys.length; start += S3_DELETE_BATCH) {
    const batch = objectKeys.slice(start, start + S3_DELETE_BATCH);
    const result = await getS3Client().send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    if (result.Errors?.length) {
      throw new Error(`S3 refused to delete ${result.Errors.length} object(s): ${result.Errors[0]?.Code}`);
    }
  }
}

export async function deleteCompanyHistory(options: {
  user: UserRecord;
  companyId: string;
  origin: RequestOrigin;
}) {
  const company = await getOwnCompany(options.user, options.companyId);
  const audit = (action: 'history_deletion_started' | 'history_deletion_completed', details = {}) =>
    recordAuditEvent(
      newAuditEvent({
        scope: { kind: 'company', id: company.id },
        action,
        actor: actorOf(options.user),
        origin: options.origin,
        subject: { company_id: company.id },
        details: { company_name: company.name, ...details },
      }),
    );
  await audit('history_deletion_started');

  const [{ documents }, jobs, { users }] = await Promise.all([
    listCompanyDocuments(company.id),
    listCompanyArchiveJobs(company.id),
    listUsersOfCompany(company.id),
  ]);
  const config = getConfig();
  await deleteObjects(
    config.courseFilesBucket,
    documents.flatMap((document) => (document.pdf_key ? [document.pdf_key] : [])),
  );
  await deleteObjects(
    config.archivesBucket,
    jobs.flatMap((job) => (job.zip_key ? [job.zip_key] : [])),
  );

  const signatureKeys = documents.flatMap((document) =>
    document.signatures.map((signature) => keys.signature(signature.signature_hash)),
  );
  const documentKeys: ItemKey[] = documents.flatMap((document) => [
    keys.trainingDocument(document.id),
    ...(document.document_hash ? [keys.recordHash(document.document_hash)] : []),
    ...(document.pdf_sha256 ? [keys.recordHash(document.pdf_sha256)] : []),
  ]);
  await deleteItems([...signatureKeys, ...documentKeys, ...jobs.map((job) => keys.archiveJob(job.id))]);
  await releaseCompanyRecords(company.id, documents.length);

  const progressKeys = (
    await pMap(users, (user) => listProgressKeysOfUser(user.id), { concurrency: USER_CONCURRENCY })
  ).flat();
  await deleteItems(progressKeys);

  const counts = {
    progress: progressKeys.length,
    documents: documents.length,
    signatures: signatureKeys.length,
    archives: jobs.length,
  };
  await audit('history_deletion_completed', counts);
  return {
    detail: texts.companyHistory.deleted(
      String(counts.progress),
      String(counts.documents),
      String(counts.signatures),
      String(counts.archives),
    ),
    ...counts,
  };
}
