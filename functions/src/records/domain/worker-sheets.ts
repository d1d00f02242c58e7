import {
  type CourseCategory,
  type CourseSubcategory,
  PDF_CONTENT_TYPE,
  SIGNED_RECORD_URL_TTL_SECONDS,
  type SignatureLevel,
  type SignerRole,
  VERIFICATION_PAGE_PATH,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { recordTrainingSheets, type UserRecord } from '../../accounts/data/users';
import { canReadTrainingPapersOf, type Principal } from '../../accounts/domain/principal';
import { toSafeName } from '../../archives/domain/archive-layout';
import type { CompanyRecord } from '../../companies/data/companies';
import { psiSheetModeOf } from '../../companies/data/psi-sheet-mode';
import type { FirmRecord } from '../../firms/data/firms';
import type { InstructionVersion } from '../../learning/data/quiz-results';
import type { StudySnapshot } from '../../learning/data/study-evidence';
import type { FileStore } from '../../platform/adapters';
import { nowIso } from '../../platform/clock';
import { getConfig } from '../../platform/config';
import { conflict, notFound, serviceBusy } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { objectKeys } from '../../platform/object-keys';
import { sealedSha256Of } from '../../signing/pdf-signed-range';
import { SealError, type Sealing } from '../../signing/sealer';
import type { TrainingRecord } from '../data/records';
import { registerWorkerSheetFile } from '../data/signatures';
import { getWorkerWithPasses, readSheetSources } from '../data/worker-sheet-sources';
import { type PasskeyEvidenceFile, passkeyEvidenceFileOf } from './record-evidence';
import { sha256Hex, toCanonicalJson } from './record-hashes';

/*
 * The worker's fișă individuală de instruire (docs/signatures.md, the worker's fișă): one sealed
 * PDF per worker and domain with every signed training of that domain at the worker's company.
 *
 * It is rendered on demand and stored under the SHA-256 of everything it prints and carries (the
 * header's company, service and worker as they are now, and each row's signed record with the
 * evidence of its passkey signatures), which the worker item names. A new signed record, an
 * edited profile or company changes that hash, so the next download renders a new fișă and a
 * stale one can never be served; an unchanged fișă is served as stored. Nothing is regenerated
 * when a record is signed, so signing stays as fast as it was, and a worker nobody downloads a
 * fișă for costs nothing.
 */

/** One signature of a training row: who, in which capacity, when, and the code that verifies it. */
export type WorkerSheetSignature = {
  role: SignerRole;
  first_name: string;
  last_name: string;
  timestamp: string;
  signature_hash: string;
  level: SignatureLevel;
};

/** One signed training as the fișă prints it, from its signed record. */
export type WorkerSheetRow = {
  document_id: string;
  completed_at: string;
  subcategory: CourseSubcategory;
  course_title: string;
  duration_minutes: number;
  /** The evidence of study its record kept. */
  study: StudySnapshot;
  quiz_score: number;
  /** The language of instruction and the version studied, when the record names them. */
  instruction?: InstructionVersion;
  document_hash: string;
  signatures: WorkerSheetSignature[];
  /**
   * The evidence of the record's passkey signatures, which the sealed fișă carries as the
   * record's PDF does; absent when it has none, so such a row hashes as it always did.
   */
  passkey_evidence?: PasskeyEvidenceFile;
};

/** Everything the fișă prints and carries: its content hash names the stored file. */
export type WorkerSheetContent = {
  domain: CourseCategory;
  company: Pick<CompanyRecord, 'name' | 'registration_number' | 'address'>;
  firm: Pick<FirmRecord, 'name' | 'cui' | 'reg_com' | 'address'>;
  worker: {
    first_name: string;
    last_name: string;
    username: string;
    birth_date: string | null;
    birth_place: string | null;
    address: string | null;
    job_title: string | null;
    workplace: string | null;
    qualification: string | null;
    hire_date: string | null;
  };
  trainings: WorkerSheetRow[];
  /** Where each code printed on the fișă is checked. */
  verification_url: string;
};

/**
 * The worker a fișă is printed for. A worker deleted since is known only as their records keep
 * them, without the fișă's own fields (birth place, workplace, qualification), printed empty.
 */
export type WorkerSheetWorker = Pick<
  UserRecord,
  'first_name' | 'last_name' | 'username' | 'birth_date' | 'address' | 'job_title' | 'hire_date'
> &
  Partial<Pick<UserRecord, 'birth_place' | 'workplace' | 'qualification'>>;

export function toSheetRow(record: TrainingRecord): WorkerSheetRow {
  const { content } = record;
  const passkeyEvidence = passkeyEvidenceFileOf(record);
  return {
    document_id: record.id,
    completed_at: content.completed_at,
    subcategory: content.course.subcategory,
    course_title: content.course.title,
    duration_minutes: content.course.duration_minutes,
    study: content.study,
    quiz_score: content.quiz_score,
    ...(content.instruction ? { instruction: content.instruction } : {}),
    document_hash: record.document_hash as string,
    signatures: record.signatures.map((signature) => ({
      role: signature.role,
      first_name: signature.signer.first_name,
      last_name: signature.signer.last_name,
      timestamp: signature.timestamp,
      signature_hash: signature.signature_hash,
      level: signature.level ?? 'simple',
    })),
    ...(passkeyEvidence ? { passkey_evidence: passkeyEvidence } : {}),
  };
}

/** Whether a document is a signed training of the worker at this company in this domain. */
export function belongsOnSheet(
  record: TrainingRecord,
  sheet: { workerId: string; companyId: string; domain: CourseCategory },
): boolean {
  return (
    record.status === 'signed' &&
    record.document_hash !== null &&
    record.trainee_id === sheet.workerId &&
    record.company_id === sheet.companyId &&
    record.content.course.category === sheet.domain
  );
}

/** The fișă's content: the header as it is now, the rows oldest first. */
export function buildWorkerSheetContent(options: {
  domain: CourseCategory;
  company: CompanyRecord;
  firm: FirmRecord;
  worker: WorkerSheetWorker;
  trainings: readonly WorkerSheetRow[];
}): WorkerSheetContent {
  const { worker, company, firm } = options;
  return {
    domain: options.domain,
    company: {
      name: company.name,
      registration_number: company.registration_number,
      address: company.address,
    },
    firm: { name: firm.name, cui: firm.cui, reg_com: firm.reg_com, address: firm.address },
    worker: {
      first_name: worker.first_name,
      last_name: worker.last_name,
      username: worker.username,
      birth_date: worker.birth_date,
      birth_place: worker.birth_place ?? null,
      address: worker.address,
      job_title: worker.job_title,
      workplace: worker.workplace ?? null,
      qualification: worker.qualification ?? null,
      hire_date: worker.hire_date,
    },
    trainings: [...options.trainings].sort(
      (a, b) => a.completed_at.localeCompare(b.completed_at) || a.document_id.localeCompare(b.document_id),
    ),
    verification_url: `${getConfig().publicBaseUrl}${VERIFICATION_PAGE_PATH}`,
  };
}

export function computeSheetContentHash(content: WorkerSheetContent): string {
  return sha256Hex(toCanonicalJson(content));
}

/**
 * The worker's fișă for this content, rendered, sealed (docs/signatures.md, the platform seal)
 * and registered by what its seal covers, so that `verify-pdf` knows it.
 */
export async function renderWorkerSheet(
  content: WorkerSheetContent,
  sealing: Sealing,
  owner: { companyId: string; workerId: string },
): Promise<{ bytes: Uint8Array; contentHash: string }> {
  const contentHash = computeSheetContentHash(content);
  const { renderWorkerSheetPdf } = await import('./worker-sheet-pdf');
  const sealedAt = nowIso();
  const bytes = await renderWorkerSheetPdf({ content, contentHash, seal: { ...sealing, sealedAt } });
  await registerWorkerSheetFile({
    hash: sealedSha256Of(bytes),
    kind: 'worker-sheet',
    company_id: owner.companyId,
    worker_id: owner.workerId,
    domain: content.domain,
    sealed_at: sealedAt,
  });
  return { bytes, contentHash };
}

/**
 * The stored fișă of a worker for this content. The worker item names the content hash of the
 * fișă stored per domain: when it is this content's, the stored file is this content and nothing
 * is rendered; otherwise the fișă is rendered, sealed, stored under its own content hash, named
 * on the worker item, and the one it replaces is deleted (the bucket keeps its versions). Two
 * requests racing here each store a complete sealed fișă of the content they read under that
 * content's key, so a link always gets the content it was computed for.
 */
export async function ensureWorkerSheet(options: {
  worker: Pick<UserRecord, 'id' | 'training_sheets'>;
  firmId: string;
  companyId: string;
  content: WorkerSheetContent;
  courseFiles: FileStore;
  sealing: () => Promise<Sealing>;
}): Promise<{ key: string; contentHash: string }> {
  const { content, worker } = options;
  const keyOf = (contentHash: string) =>
    objectKeys.workerSheet({
      firmId: options.firmId,
      companyId: options.companyId,
      workerId: worker.id,
      domain: content.domain,
      contentHash,
    });
  const contentHash = computeSheetContentHash(content);
  const storedHash = worker.training_sheets?.[content.domain];
  if (storedHash === contentHash) return { key: keyOf(contentHash), contentHash };
  const { bytes } = await renderWorkerSheet(content, await options.sealing(), {
    companyId: options.companyId,
    workerId: worker.id,
  });
  await options.courseFiles.write(keyOf(contentHash), {
    body: bytes,
    contentType: PDF_CONTENT_TYPE,
    metadata: { 'content-hash': contentHash, sha256: sha256Hex(bytes) },
  });
  await recordTrainingSheets(worker.id, { ...worker.training_sheets, [content.domain]: contentHash });
  // The earlier fișă is a sealed file too: it stays, unlisted, until its retention is over.
  if (storedHash) await options.courseFiles.deleteUnlessLocked([keyOf(storedHash)]);
  return { key: keyOf(contentHash), contentHash };
}

function toFileName(content: WorkerSheetContent, forInk: boolean): string {
  const { worker, domain } = content;
  const name = `Fisa individuala ${domain} ${worker.last_name} ${worker.first_name}${forInk ? ' de semnat olograf' : ''}`;
  return `${toSafeName(name)}.pdf`;
}

/**
 * Whether the company prints this domain's fișe for ink signatures: PSI-SU fișe of a company that
 * keeps them on paper (docs/domain.md, PSI/SU).
 */
export function isSheetForInk(
  company: Pick<CompanyRecord, 'psi_sheet_mode'>,
  domain: CourseCategory,
): boolean {
  return domain === 'PSI-SU' && psiSheetModeOf(company) === 'paper';
}

/**
 * The fișă printed for ink signatures for this content: rendered without seal or registration
 * (it is no electronic original and `verify-pdf` does not know it), kept under the worker's key
 * with its content hash, and rendered again only when what it prints changed.
 */
async function ensureInkSheet(options: {
  key: string;
  content: WorkerSheetContent;
  courseFiles: FileStore;
}): Promise<{ key: string; contentHash: string }> {
  const { key, content, courseFiles } = options;
  const contentHash = computeSheetContentHash(content);
  const isCurrent =
    (await courseFiles.size(key)) !== null &&
    (await courseFiles.read(key)).metadata['content-hash'] === contentHash;
  if (!isCurrent) {
    const { renderWorkerSheetPdf } = await import('./worker-sheet-pdf');
    const bytes = await renderWorkerSheetPdf({ content, contentHash, forInk: { printedAt: nowIso() } });
    await courseFiles.write(key, {
      body: bytes,
      contentType: PDF_CONTENT_TYPE,
      metadata: { 'content-hash': contentHash },
    });
  }
  return { key, contentHash };
}

/**
 * The worker, checked to be one whose papers the caller may read, then the company, the firm and
 * the records of the worker's passes: a download costs two table calls beside the caller's own.
 */
async function readWorkerSheetSources(workerId: string, caller: Principal) {
  const { worker, passedResultIds } = await getWorkerWithPasses(workerId);
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
  const { company, firm, records } = await readSheetSources({
    companyId: worker.company_id,
    firmId: worker.firm_id,
    recordIds: passedResultIds,
  });
  if (!company || !firm) throw notFound(texts.trainingSheet.notFound);
  return { worker, company, firm, documents: records };
}

/**
 * The worker's current fișă of one domain, stored: sealed, or printed for ink signatures when the
 * company keeps this domain's fișe on paper; null when no signed training of the domain is theirs
 * at this company. `documents` are the records of the worker's passes.
 */
export async function ensureCurrentSheet(options: {
  worker: UserRecord;
  company: CompanyRecord;
  firm: FirmRecord;
  documents: readonly TrainingRecord[];
  domain: CourseCategory;
  courseFiles: FileStore;
  sealing: () => Promise<Sealing>;
}): Promise<{
  key: string;
  contentHash: string;
  content: WorkerSheetContent;
  forInk: boolean;
  trainings: number;
} | null> {
  const { worker, company, domain } = options;
  const onSheet = options.documents.filter((record) =>
    belongsOnSheet(record, { workerId: worker.id, companyId: company.id, domain }),
  );
  if (onSheet.length === 0) return null;
  const content = buildWorkerSheetContent({
    domain,
    company,
    firm: options.firm,
    worker,
    trainings: onSheet.map(toSheetRow),
  });
  const forInk = isSheetForInk(company, domain);
  const stored = forInk
    ? await ensureInkSheet({
        key: objectKeys.inkSheet({
          firmId: company.firm_id,
          companyId: company.id,
          workerId: worker.id,
          domain,
        }),
        content,
        courseFiles: options.courseFiles,
      })
    : await ensureWorkerSheet({
        worker,
        firmId: company.firm_id,
        companyId: company.id,
        content,
        courseFiles: options.courseFiles,
        sealing: options.sealing,
      });
  return { ...stored, content, forInk, trainings: onSheet.length };
}

/**
 * `GET /api/users/{id}/training-sheet/{domain}`: a short-lived link to the worker's current fișă,
 * sealed, or printed for ink signatures when the company keeps this domain's fișe on paper.
 */
export async function getWorkerSheetUrl(options: {
  caller: Principal;
  workerId: string;
  domain: CourseCategory;
  courseFiles: FileStore;
  sealing: () => Promise<Sealing>;
}) {
  const { worker, company, firm, documents } = await readWorkerSheetSources(options.workerId, options.caller);
  let sheet: Awaited<ReturnType<typeof ensureCurrentSheet>>;
  try {
    sheet = await ensureCurrentSheet({ worker, company, firm, documents, ...options });
  } catch (error) {
    if (!(error instanceof SealError)) throw error;
    logger.error('training sheet sealing failed', { workerId: worker.id, error: String(error) });
    throw serviceBusy(texts.documents.sealUnavailable);
  }
  if (!sheet) throw conflict(texts.trainingSheet.noTrainings);
  const url = await options.courseFiles.presignDownload({
    key: sheet.key,
    expiresInSeconds: SIGNED_RECORD_URL_TTL_SECONDS,
    contentType: PDF_CONTENT_TYPE,
    contentDisposition: `attachment; filename="${toFileName(sheet.content, sheet.forInk)}"`,
  });
  return {
    url,
    expires_in: SIGNED_RECORD_URL_TTL_SECONDS,
    content_hash: sheet.contentHash,
    trainings: sheet.trainings,
    for_ink_signatures: sheet.forInk,
  };
}

/**
 * Gathers, while the archive job pages through a company's signed records, each worker's rows
 * per domain (only what the fișă prints and carries, not the whole documents) and the worker as
 * their latest record printed them, for a worker no longer on the platform.
 */
export function createSheetCollector() {
  type Group = {
    workerId: string;
    domain: CourseCategory;
    rows: WorkerSheetRow[];
    latest: TrainingRecord['content']['trainee'];
    latestAt: string;
  };
  const groups = new Map<string, Group>();
  return {
    add(record: TrainingRecord): void {
      if (record.status !== 'signed' || !record.document_hash) return;
      const { content } = record;
      const id = `${record.trainee_id}#${content.course.category}`;
      const group = groups.get(id) ?? {
        workerId: record.trainee_id,
        domain: content.course.category,
        rows: [],
        latest: content.trainee,
        latestAt: content.completed_at,
      };
      group.rows.push(toSheetRow(record));
      if (content.completed_at >= group.latestAt) {
        group.latest = content.trainee;
        group.latestAt = content.completed_at;
      }
      groups.set(id, group);
    },
    groups(): Group[] {
      return [...groups.values()];
    },
  };
}
