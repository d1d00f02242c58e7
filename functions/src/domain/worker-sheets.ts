import {
  type CourseCategory,
  type CourseSubcategory,
  PDF_CONTENT_TYPE,
  SIGNED_RECORD_URL_TTL_SECONDS,
  type SignerRole,
  texts,
  VERIFICATION_PAGE_PATH,
} from '@ssm/shared';
import { type CompanyRecord, companies } from '../data/companies';
import { type FirmRecord, firms } from '../data/firms';
import { keys, objectKeys } from '../data/keys';
import { progressRecords } from '../data/progress';
import type { StudySnapshot } from '../data/study-evidence';
import { type TrainingDocument, trainingDocuments } from '../data/training-documents';
import { recordTrainingSheets, type UserRecord, users } from '../data/users';
import type { FileStore, Sealing } from '../lib/adapters';
import { nowIso } from '../lib/clock';
import { getConfig } from '../lib/config';
import { conflict, notFound, serviceBusy } from '../lib/errors';
import { logger } from '../lib/logger';
import { SealError } from '../lib/sealer';
import { getItems, queryAll } from '../lib/table';
import { toSafeName } from './archive-layout';
import { canReadTrainingPapersOf, type Principal } from './principal';
import { sha256Hex, toCanonicalJson } from './record-hashes';

/*
 * The worker's fișă individuală de instruire (docs/signatures.md, the worker's fișă): one sealed
 * PDF per worker and domain with every signed training of that domain at the worker's company.
 *
 * It is rendered on demand and stored under the SHA-256 of everything it prints (the header's
 * company, service and worker as they are now, and each row's signed record), which the worker
 * item names. A new signed record, an edited profile or company changes that hash, so the next
 * download renders a new fișă and a stale one can never be served; an unchanged fișă is served
 * as stored. Nothing is regenerated when a record is signed, so signing stays as fast as it was,
 * and a worker nobody downloads a fișă for costs nothing.
 */

/** One signature of a training row: who, in which capacity, when, and the code that verifies it. */
export type WorkerSheetSignature = {
  role: SignerRole;
  first_name: string;
  last_name: string;
  timestamp: string;
  signature_hash: string;
};

/** One signed training as the fișă prints it, from its signed record. */
export type WorkerSheetRow = {
  document_id: string;
  completed_at: string;
  subcategory: CourseSubcategory;
  course_title: string;
  duration_minutes: number;
  /** The evidence of study its record kept; absent on records made before it was kept. */
  study?: StudySnapshot;
  quiz_score: number;
  document_hash: string;
  signatures: WorkerSheetSignature[];
};

/** Everything the fișă prints: its content hash names the stored file. */
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

export type WorkerSheetWorker = Pick<
  UserRecord,
  | 'first_name'
  | 'last_name'
  | 'username'
  | 'birth_date'
  | 'birth_place'
  | 'address'
  | 'job_title'
  | 'workplace'
  | 'qualification'
  | 'hire_date'
>;

export function toSheetRow(document: TrainingDocument): WorkerSheetRow {
  const { record } = document;
  return {
    document_id: document.id,
    completed_at: record.completed_at,
    subcategory: record.course.subcategory,
    course_title: record.course.title,
    duration_minutes: record.course.duration_minutes,
    // Only a record that kept its evidence adds it, so an older row's content stays as it was.
    ...(record.study ? { study: record.study } : {}),
    quiz_score: record.quiz_score,
    document_hash: document.document_hash as string,
    signatures: document.signatures.map((signature) => ({
      role: signature.role,
      first_name: signature.signer.first_name,
      last_name: signature.signer.last_name,
      timestamp: signature.timestamp,
      signature_hash: signature.signature_hash,
    })),
  };
}

/** Whether a document is a signed training of the worker at this company in this domain. */
export function belongsOnSheet(
  document: TrainingDocument,
  sheet: { workerId: string; companyId: string; domain: CourseCategory },
): boolean {
  return (
    document.status === 'signed' &&
    document.document_hash !== null &&
    document.trainee_id === sheet.workerId &&
    document.company_id === sheet.companyId &&
    document.record.course.category === sheet.domain
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

/** The worker's fișă for this content, rendered and sealed (docs/signatures.md, the platform seal). */
export async function renderWorkerSheet(
  content: WorkerSheetContent,
  sealing: Sealing,
): Promise<{ bytes: Uint8Array; contentHash: string }> {
  const contentHash = computeSheetContentHash(content);
  const { renderWorkerSheetPdf } = await import('./worker-sheet-pdf');
  const bytes = await renderWorkerSheetPdf({
    content,
    contentHash,
    seal: { ...sealing, sealedAt: nowIso() },
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
  const { bytes } = await renderWorkerSheet(content, await options.sealing());
  await options.courseFiles.write(keyOf(contentHash), {
    body: bytes,
    contentType: PDF_CONTENT_TYPE,
    metadata: { 'content-hash': contentHash, sha256: sha256Hex(bytes) },
  });
  await recordTrainingSheets(worker.id, { ...worker.training_sheets, [content.domain]: contentHash });
  if (storedHash) await options.courseFiles.delete(keyOf(storedHash));
  return { key: keyOf(contentHash), contentHash };
}

/** The keys of the fișe stored for these workers now, for deleting a company's history. */
export function storedSheetKeys(
  workers: readonly Pick<UserRecord, 'id' | 'firm_id' | 'company_id' | 'training_sheets'>[],
): string[] {
  return workers.flatMap((worker) =>
    Object.entries(worker.training_sheets ?? {}).flatMap(([domain, contentHash]) =>
      worker.firm_id && worker.company_id && contentHash
        ? [
            objectKeys.workerSheet({
              firmId: worker.firm_id,
              companyId: worker.company_id,
              workerId: worker.id,
              domain,
              contentHash,
            }),
          ]
        : [],
    ),
  );
}

function toFileName(content: WorkerSheetContent): string {
  const { worker, domain } = content;
  return `${toSafeName(`Fisa individuala ${domain} ${worker.last_name} ${worker.first_name}`)}.pdf`;
}

/**
 * Reads the worker's partition (the user and their progress, one Query), then the company, the
 * firm and the documents of their completed trainings (one BatchGetItem per 100 keys): a
 * download costs two table calls beside the caller's own.
 */
async function readWorkerSheetSources(workerId: string, caller: Principal) {
  const items = await queryAll({ partition: keys.user(workerId).PK });
  const worker = items.map((item) => users.fromItem(item)).find((user) => user !== null) ?? null;
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
  const completed = items.flatMap((item) => {
    const progress = progressRecords.fromItem(item);
    return progress?.completed ? [progress.id] : [];
  });
  const related = await getItems([
    keys.company(worker.company_id),
    keys.firm(worker.firm_id),
    ...completed.map((id) => keys.trainingDocument(id)),
  ]);
  const company = related.map((item) => companies.fromItem(item)).find((found) => found !== null);
  const firm = related.map((item) => firms.fromItem(item)).find((found) => found !== null);
  if (!company || !firm) throw notFound(texts.trainingSheet.notFound);
  const documents = related.flatMap((item) => trainingDocuments.fromItem(item) ?? []);
  return { worker, company, firm, documents };
}

/** `GET /api/users/{id}/training-sheet/{domain}`: a short-lived link to the worker's current fișă. */
export async function getWorkerSheetUrl(options: {
  caller: Principal;
  workerId: string;
  domain: CourseCategory;
  courseFiles: FileStore;
  sealing: () => Promise<Sealing>;
}) {
  const { worker, company, firm, documents } = await readWorkerSheetSources(options.workerId, options.caller);
  const onSheet = documents.filter((document) =>
    belongsOnSheet(document, { workerId: worker.id, companyId: company.id, domain: options.domain }),
  );
  if (onSheet.length === 0) throw conflict(texts.trainingSheet.noTrainings);
  const content = buildWorkerSheetContent({
    domain: options.domain,
    company,
    firm,
    worker,
    trainings: onSheet.map(toSheetRow),
  });
  let stored: { key: string; contentHash: string };
  try {
    stored = await ensureWorkerSheet({
      worker,
      firmId: company.firm_id,
      companyId: company.id,
      content,
      courseFiles: options.courseFiles,
      sealing: options.sealing,
    });
  } catch (error) {
    if (!(error instanceof SealError)) throw error;
    logger.error('training sheet sealing failed', { workerId: worker.id, error: String(error) });
    throw serviceBusy(texts.documents.sealUnavailable);
  }
  const url = await options.courseFiles.presignDownload({
    key: stored.key,
    expiresInSeconds: SIGNED_RECORD_URL_TTL_SECONDS,
    contentType: PDF_CONTENT_TYPE,
    contentDisposition: `attachment; filename="${toFileName(content)}"`,
  });
  return {
    url,
    expires_in: SIGNED_RECORD_URL_TTL_SECONDS,
    content_hash: stored.contentHash,
    trainings: onSheet.length,
  };
}

/**
 * Gathers, while the archive job pages through a company's signed records, each worker's rows
 * per domain (only what the fișă prints, not the whole documents) and the worker as their latest
 * record printed them, for a worker no longer on the platform.
 */
export function createSheetCollector() {
  type Group = {
    workerId: string;
    domain: CourseCategory;
    rows: WorkerSheetRow[];
    latest: TrainingDocument['record']['trainee'];
    latestAt: string;
  };
  const groups = new Map<string, Group>();
  return {
    add(document: TrainingDocument): void {
      if (document.status !== 'signed' || !document.document_hash) return;
      const { record } = document;
      const id = `${document.trainee_id}#${record.course.category}`;
      const group = groups.get(id) ?? {
        workerId: document.trainee_id,
        domain: record.course.category,
        rows: [],
        latest: record.trainee,
        latestAt: record.completed_at,
      };
      group.rows.push(toSheetRow(document));
      if (record.completed_at >= group.latestAt) {
        group.latest = record.trainee;
        group.latestAt = record.completed_at;
      }
      groups.set(id, group);
    },
    groups(): Group[] {
      return [...groups.values()];
    },
  };
}
