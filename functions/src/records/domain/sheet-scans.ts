import {
  COURSE_UPLOAD_URL_TTL_SECONDS,
  SHEET_SCAN_MAX_BYTES,
  type SheetScanContentType,
  SIGNED_RECORD_URL_TTL_SECONDS,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { getUserById, type UserRecord } from '../../accounts/data/users';
import {
  type AdminPrincipal,
  canReadTrainingPapersOf,
  type OwnerPrincipal,
  type Principal,
} from '../../accounts/domain/principal';
import { toSafeName } from '../../archives/domain/archive-layout';
import { actorOf, newAuditEvent, type RequestOrigin } from '../../audit/data/audit';
import { type CompanyRecord, getCompany } from '../../companies/data/companies';
import { psiSheetModeOf } from '../../companies/data/psi-sheet-mode';
import { fullName } from '../../people/domain/full-name';
import type { FileStore } from '../../platform/adapters';
import { nowIso } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { objectKeys } from '../../platform/object-keys';
import { takeStagedUpload } from '../../platform/staged-upload';
import { addSheetScan, listWorkerSheetScans, type SheetScanRecord } from '../data/sheet-scans';
import { sha256Hex } from './record-hashes';

/*
 * The scans of hand-signed PSI-SU fișe (docs/domain.md, PSI/SU). A company whose PSI-SU fișe are
 * on paper prints each worker's fișă for ink signatures (worker-sheets.ts); its owner or admin
 * then uploads the signed copy, scanned, through a presigned PUT as course PDFs are. An upload is
 * kept only once its size and content are checked (a PDF the viewer opens, a whole JPEG or PNG),
 * as a sealed file written once, with its SHA-256, who uploaded it and when, and an audit event.
 */

/** The file name extension of each kind of scan. */
export const SCAN_EXTENSIONS: Record<SheetScanContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The IEND chunk that closes every PNG: length 0, its type and its fixed CRC. */
const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

function startsWith(content: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  return bytes.every((byte, index) => content[offset + index] === byte);
}

function isWholePng(content: Uint8Array): boolean {
  return (
    startsWith(content, PNG_SIGNATURE) &&
    startsWith(content, [0x49, 0x48, 0x44, 0x52], 12) &&
    startsWith(content, PNG_END, content.length - PNG_END.length)
  );
}

/** A JPEG from its start-of-image marker to its end-of-image one (scanners may pad after it). */
function isWholeJpeg(content: Uint8Array): boolean {
  if (!startsWith(content, [0xff, 0xd8, 0xff])) return false;
  let end = content.length;
  while (end > 0 && content[end - 1] === 0x00) end -= 1;
  return content[end - 2] === 0xff && content[end - 1] === 0xd9;
}

/** What the bytes are, read from themselves (never from what the browser declared), or null. */
async function scanContentType(content: Uint8Array): Promise<SheetScanContentType | null> {
  if (isWholePng(content)) return 'image/png';
  if (isWholeJpeg(content)) return 'image/jpeg';
  const { checkPdf } = await import('../../courses/domain/pdf-check');
  return (await checkPdf(content)) === 'readable' ? 'application/pdf' : null;
}

type CompanyWorker = UserRecord & { company_id: string; firm_id: string };

/**
 * The worker whose scans the caller may read or upload: the worker, an admin of their company, an
 * owner of their firm. Anyone else gets 404, like a missing worker.
 */
async function readScanWorker(caller: Principal, workerId: string): Promise<CompanyWorker> {
  const worker = await getUserById(workerId);
  if (
    !worker?.company_id ||
    !worker.firm_id ||
    !canReadTrainingPapersOf(caller, {
      userId: worker.id,
      companyId: worker.company_id,
      firmId: worker.firm_id,
    })
  ) {
    throw notFound(texts.trainingSheet.notFound);
  }
  return worker as CompanyWorker;
}

/**
 * The worker's company, which must keep its PSI-SU fișe on paper: one whose fișe are electronic
 * keeps no scans, its fișă is sealed.
 */
async function readPaperCompany(worker: CompanyWorker): Promise<CompanyRecord> {
  const company = await getCompany(worker.company_id);
  if (!company || company.firm_id !== worker.firm_id) throw notFound(texts.trainingSheet.notFound);
  if (psiSheetModeOf(company) !== 'paper') throw conflict(texts.psiSheets.electronicCompany);
  return company;
}

/** `POST /api/users/{id}/training-sheet-scans/upload-url`: a presigned PUT for one scan. */
export async function createSheetScanUploadUrl(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  workerId: string;
  contentLength: number;
  contentType: SheetScanContentType;
  courseFiles: FileStore;
}) {
  const company = await readPaperCompany(await readScanWorker(options.caller, options.workerId));
  const uploadId = newId();
  const uploadUrl = await options.courseFiles.presignUpload({
    key: objectKeys.sheetScanUpload({ firmId: company.firm_id, companyId: company.id, uploadId }),
    contentType: options.contentType,
    contentLength: options.contentLength,
    expiresInSeconds: COURSE_UPLOAD_URL_TTL_SECONDS,
  });
  return {
    upload_id: uploadId,
    upload_url: uploadUrl,
    method: 'PUT' as const,
    headers: { 'content-type': options.contentType },
    expires_in: COURSE_UPLOAD_URL_TTL_SECONDS,
  };
}

/** The staged scan, once its size and content are checked, with the type read from its bytes. */
async function takeScanUpload(uploadKey: string, courseFiles: FileStore) {
  const read: { type?: SheetScanContentType } = {};
  const content = await takeStagedUpload({
    key: uploadKey,
    files: courseFiles,
    maxBytes: SHEET_SCAN_MAX_BYTES,
    texts: { missing: texts.psiSheets.uploadMissing, tooLarge: texts.psiSheets.fileTooLarge },
    refusalOf: async (bytes) => {
      if (bytes.byteLength === 0) return texts.psiSheets.emptyFile;
      read.type = (await scanContentType(bytes)) ?? undefined;
      return read.type ? null : texts.psiSheets.notScan;
    },
  });
  // A scan is taken only once its type was read.
  return { content, contentType: read.type as SheetScanContentType };
}

function fileNameOf(scan: SheetScanRecord): string {
  const name = toSafeName(
    `Fisa PSI-SU semnata ${scan.worker.last_name} ${scan.worker.first_name} ${scan.uploaded_at.slice(0, 10)}`,
  );
  return `${name}.${SCAN_EXTENSIONS[scan.content_type]}`;
}

async function describeScan(scan: SheetScanRecord, courseFiles: FileStore) {
  return {
    id: scan.id,
    content_type: scan.content_type,
    size: scan.size,
    sha256: scan.sha256,
    uploaded_at: scan.uploaded_at,
    uploaded_by: scan.uploaded_by,
    url: await courseFiles.presignDownload({
      key: scan.file_key,
      expiresInSeconds: SIGNED_RECORD_URL_TTL_SECONDS,
      contentType: scan.content_type,
      contentDisposition: `attachment; filename="${fileNameOf(scan)}"`,
    }),
  };
}

/** `POST /api/users/{id}/training-sheet-scans`: keeps a checked upload as a new scan, audited. */
export async function addSheetScanFromUpload(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  workerId: string;
  uploadId: string;
  origin: RequestOrigin;
  courseFiles: FileStore;
}) {
  const { caller, courseFiles } = options;
  const worker = await readScanWorker(caller, options.workerId);
  const company = await readPaperCompany(worker);
  const uploadKey = objectKeys.sheetScanUpload({
    firmId: company.firm_id,
    companyId: company.id,
    uploadId: options.uploadId,
  });
  const { content, contentType } = await takeScanUpload(uploadKey, courseFiles);
  const scanId = newId();
  const scan: SheetScanRecord = {
    id: scanId,
    firm_id: company.firm_id,
    company_id: company.id,
    worker_id: worker.id,
    worker: { first_name: worker.first_name, last_name: worker.last_name, username: worker.username },
    domain: 'PSI-SU',
    file_key: objectKeys.sheetScan({
      firmId: company.firm_id,
      companyId: company.id,
      workerId: worker.id,
      scanId,
      extension: SCAN_EXTENSIONS[contentType],
    }),
    content_type: contentType,
    size: content.byteLength,
    sha256: sha256Hex(content),
    uploaded_at: nowIso(),
    uploaded_by: { id: caller.user.id, name: fullName(caller.user) },
  };
  // The file first: a scan never names a file that is not there. Should the company go meanwhile,
  // the file stays, unlisted, until its retention is over, like its records' files.
  await courseFiles.write(scan.file_key, {
    body: content,
    contentType,
    metadata: { sha256: scan.sha256 },
  });
  const isKept = await addSheetScan(
    scan,
    newAuditEvent({
      scope: { kind: 'company', id: company.id },
      action: 'sheet_scan_added',
      actor: actorOf(caller.user),
      origin: options.origin,
      subject: { company_id: company.id, user_id: worker.id, scan_id: scan.id },
      details: { domain: scan.domain, sha256: scan.sha256, size: scan.size, content_type: contentType },
      at: scan.uploaded_at,
    }),
  );
  if (!isKept) throw notFound(texts.companies.notFound);
  await courseFiles.delete(uploadKey);
  return describeScan(scan, courseFiles);
}

/** `GET /api/users/{id}/training-sheet-scans`: the worker's scans, newest first, with links. */
export async function listSheetScans(options: {
  caller: Principal;
  workerId: string;
  courseFiles: FileStore;
}) {
  const worker = await readScanWorker(options.caller, options.workerId);
  const scans = await listWorkerSheetScans(worker.company_id, worker.id);
  return {
    scans: await Promise.all(scans.reverse().map((scan) => describeScan(scan, options.courseFiles))),
  };
}
