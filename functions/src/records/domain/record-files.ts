import { PDF_CONTENT_TYPE, SIGNED_RECORD_URL_TTL_SECONDS, VERIFICATION_PAGE_PATH } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { canReadTrainingPapersOf, type Principal } from '../../accounts/domain/principal';
import { toSafeName } from '../../archives/domain/archive-layout';
import { PUBLIC_ACTOR } from '../../audit/data/audit';
import type { FileStore } from '../../platform/adapters';
import { getConfig } from '../../platform/config';
import { conflict, notFound, serviceBusy } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { objectKeys } from '../../platform/object-keys';
import { sealedSha256Of } from '../../signing/pdf-signed-range';
import { SealError, type Sealing } from '../../signing/sealer';
import { attachRecordFile, getTrainingRecord, type TrainingRecord } from '../data/records';
import { isRecordUntampered } from './record-chain';
import { passkeyEvidenceFileOf } from './record-evidence';
import { sha256Hex } from './record-hashes';
import { managerIdFor } from './trainee-managers';

/*
 * The signed record's PDF lives in the course-files bucket under `records/`, a sealed file: written
 * once under the hash of its bytes and locked for the deployment's retention, which is what a
 * legal document needs (platform/storage.ts); the archives bucket expires its objects after a week.
 */

function buildVerificationUrl(hash: string): string {
  return `${getConfig().publicBaseUrl}${VERIFICATION_PAGE_PATH}?hash=${hash}`;
}

/** Who the platform's own rendering is, in the audit trail. */
const RENDERING = {
  actor: { ...PUBLIC_ACTOR, role: 'system' },
  origin: { ip: '', userAgent: 'record-file' },
  step: 'file',
} as const;

/** What the record's PDF prints of the record, whether signed by everyone or still being signed. */
function printedPartsOf(record: TrainingRecord) {
  return {
    content: record.content,
    signatures: record.signatures.map((signature) => ({
      role: signature.role,
      first_name: signature.signer.first_name,
      last_name: signature.signer.last_name,
      timestamp: signature.timestamp,
      signature_hash: signature.signature_hash,
      level: signature.level ?? 'simple',
    })),
    passkeyEvidence: passkeyEvidenceFileOf(record),
  };
}

/**
 * The signed record's PDF, rendered, sealed (PAdES, docs/signatures.md) and stored once; the file
 * hash recorded for verification is the sealed file's, beside the hash of what its seal covers.
 * A record that no longer matches the platform's seals over it is refused before anything is
 * rendered: the platform never seals a file of what the table holds without checking it. Rendering and a B-B seal are
 * deterministic (the seal claims the moment the record was signed), so two requests racing here
 * store the same bytes; the first to record the file wins and the other's write is a no-op. With
 * a time-stamp authority (B-T) the token differs per seal, so each request stores its own file
 * under its own hash, and still the first file recorded wins. A seal that cannot be made (no time
 * stamp) stores nothing: the record is rendered again later. The renderer (record-pdf.ts, with
 * pdf-lib, fontkit, the QR code and the fonts) is loaded here, on the first render of the process,
 * and nowhere else: a bundled Lambda finds it as a chunk beside its bundle.
 */
export async function ensureRecordPdf(
  record: TrainingRecord,
  courseFiles: FileStore,
  sealing: Sealing,
): Promise<TrainingRecord> {
  if (record.pdf_key && record.pdf_sha256) return record;
  if (record.status !== 'signed' || !record.document_hash || !record.signed_at) {
    throw conflict(texts.documents.notFullySigned);
  }
  if (!(await isRecordUntampered({ record, sealer: sealing.sealer, refusedTo: RENDERING }))) {
    throw conflict(texts.documents.tampered);
  }
  const { renderRecordPdf } = await import('./record-pdf');
  const bytes = await renderRecordPdf({
    ...printedPartsOf(record),
    documentHash: record.document_hash,
    verificationUrl: buildVerificationUrl(record.document_hash),
    seal: { ...sealing, sealedAt: record.signed_at },
  });
  const fileHash = sha256Hex(bytes);
  const key = objectKeys.signedRecord({
    firmId: record.firm_id,
    companyId: record.company_id,
    recordId: record.id,
    fileHash,
  });
  await courseFiles.write(key, {
    body: bytes,
    contentType: PDF_CONTENT_TYPE,
    metadata: { 'document-hash': record.document_hash, sha256: fileHash },
  });
  const sealedHash = sealedSha256Of(bytes);
  await attachRecordFile({ record: record, pdfKey: key, pdfSha256: fileHash, pdfSealedSha256: sealedHash });
  return { ...record, pdf_key: key, pdf_sha256: fileHash, pdf_sealed_sha256: sealedHash };
}

/**
 * Renders signed records one after another until a deadline, while the caller goes on signing:
 * rendering (CPU) overlaps the signing transactions (waiting on DynamoDB). What the deadline
 * leaves is rendered on first download or by the archive job.
 */
export function createRenderQueue(options: { deadline: number; courseFiles: FileStore; sealing: Sealing }) {
  let chain: Promise<void> = Promise.resolve();
  const left: string[] = [];
  return {
    add(record: TrainingRecord): void {
      chain = chain.then(async () => {
        if (Date.now() >= options.deadline) {
          left.push(record.id);
          return;
        }
        try {
          await ensureRecordPdf(record, options.courseFiles, options.sealing);
        } catch (error) {
          // The signatures are committed; a PDF that fails here is rendered again later.
          logger.error('record rendering failed', { documentId: record.id, error: String(error) });
          left.push(record.id);
        }
      });
    },
    /** Waits for the renders under way; answers the ids of the records left for later. */
    async finish(): Promise<string[]> {
      await chain;
      return left;
    },
  };
}

/** Renders, one after another, the signed records of the list that have no PDF yet. Never throws. */
export async function renderRecords(options: {
  recordIds: readonly string[];
  courseFiles: FileStore;
  sealing: Sealing;
}): Promise<void> {
  for (const id of options.recordIds) {
    try {
      const record = await getTrainingRecord(id, { consistent: true });
      if (record?.status === 'signed') await ensureRecordPdf(record, options.courseFiles, options.sealing);
    } catch (error) {
      logger.error('record rendering failed', { documentId: id, error: String(error) });
    }
  }
}

/**
 * The worker, the course and the date: each record of a worker saves under its own name. The date
 * comes first, so a long course title is what the length limit shortens.
 */
function toFileName(record: TrainingRecord): string {
  const { trainee, course, completed_at } = record.content;
  return `${toSafeName(`Fisa instruire ${completed_at.slice(0, 10)} ${trainee.last_name} ${trainee.first_name} - ${course.title}`)}.pdf`;
}

/** A record rendered on its first download; a seal that cannot be made now (no time stamp) is a 503. */
async function renderForDownload(
  record: TrainingRecord,
  options: { courseFiles: FileStore; sealing: () => Promise<Sealing> },
): Promise<TrainingRecord> {
  try {
    return await ensureRecordPdf(record, options.courseFiles, await options.sealing());
  } catch (error) {
    if (!(error instanceof SealError)) throw error;
    logger.error('record sealing failed', { documentId: record.id, error: String(error) });
    throw serviceBusy(texts.documents.sealUnavailable);
  }
}

/** A short-lived link to the signed record's PDF, rendering it first when needed. */
export async function getSignedRecordUrl(options: {
  caller: Principal;
  recordId: string;
  courseFiles: FileStore;
  sealing: () => Promise<Sealing>;
}) {
  const found = await getTrainingRecord(options.recordId);
  if (
    !found ||
    !canReadTrainingPapersOf(options.caller, {
      userId: found.trainee_id,
      companyId: found.company_id,
      firmId: found.firm_id,
    })
  ) {
    throw notFound(texts.documents.notFound);
  }
  if (found.status !== 'signed') throw conflict(texts.documents.notFullySigned);
  const record = found.pdf_key && found.pdf_sha256 ? found : await renderForDownload(found, options);
  const url = await options.courseFiles.presignDownload({
    key: record.pdf_key as string,
    expiresInSeconds: SIGNED_RECORD_URL_TTL_SECONDS,
    contentType: PDF_CONTENT_TYPE,
    contentDisposition: `attachment; filename="${toFileName(record)}"`,
  });
  return {
    url,
    expires_in: SIGNED_RECORD_URL_TTL_SECONDS,
    document_hash: record.document_hash as string,
    file_sha256: record.pdf_sha256 as string,
  };
}

/**
 * Whether the caller may see the record while it is being signed: whoever may read the trainee's
 * training papers, and the trainee's direct manager when the record waits for one (one more read).
 */
async function canPreview(caller: Principal, record: TrainingRecord): Promise<boolean> {
  const parties = { userId: record.trainee_id, companyId: record.company_id, firmId: record.firm_id };
  if (canReadTrainingPapersOf(caller, parties)) return true;
  if (caller.role !== 'employee' || caller.companyId !== record.company_id) return false;
  return (await managerIdFor(record, caller.user, new Map())) !== null;
}

/**
 * A record still being signed, rendered as it will be printed with the signatures so far and a
 * line at the top saying it is a preview (docs/signatures.md, the preview): never sealed, stored
 * or recorded, so nothing it shows can pass for the signed original. A record signed by everyone
 * has its sealed original instead; anyone else gets the answer of a missing record.
 */
export async function getRecordPreview(options: { caller: Principal; recordId: string }) {
  const record = await getTrainingRecord(options.recordId);
  if (!record || !(await canPreview(options.caller, record))) throw notFound(texts.documents.notFound);
  if (record.status === 'signed') throw conflict(texts.documents.previewOfSigned);
  const { renderRecordPdf } = await import('./record-pdf');
  const bytes = await renderRecordPdf({
    ...printedPartsOf(record),
    preview: { contentHash: record.content_hash },
  });
  return {
    file_name: `Previzualizare ${toFileName(record)}`,
    pdf_base64: Buffer.from(bytes).toString('base64'),
  };
}
