import {
  type CourseCategory,
  foldDiacritics,
  LANGUAGE_NAMES,
  RECORD_LANGUAGE,
  type SignerRole,
} from '@ssm/shared';
import { toSpreadsheetCsv } from '../../platform/spreadsheet-csv';
import type { RecordSignature, TrainingRecord } from '../../records/data/records';
import {
  describeCategory,
  describeTrainingType,
  formatRecordDateTime,
} from '../../records/domain/record-texts';

/*
 * What a company archive contains: one folder per employee with their signed record PDFs and their
 * fișă individuală per domain (worker-sheets.ts), and
 * `index.csv` with one row per record (names, course, dates, score, hashes and every signature
 * event), written as every exported CSV is (platform/spreadsheet-csv.ts): as Excel opens it, and with
 * no cell a spreadsheet could run as a formula.
 */

export const INDEX_FILE_NAME = 'index.csv';
const MAX_NAME_LENGTH = 80;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * A file or folder name that opens everywhere: diacritics folded to ASCII (older ZIP tools ignore
 * the UTF-8 flag), only letters, digits, spaces and `._-()` kept, no leading or trailing dots or
 * spaces, no Windows device name, bounded length.
 */
export function toSafeName(text: string, fallback = 'fara-nume'): string {
  const safe = foldDiacritics(text)
    .replace(/[^A-Za-z0-9 ._()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!safe) return fallback;
  return WINDOWS_RESERVED.test(safe) ? `_${safe}` : safe;
}

/** A worker's folder in the archive: `<Last First> (<username>)`. */
export function buildWorkerFolder(worker: {
  first_name: string;
  last_name: string;
  username: string;
}): string {
  return `${toSafeName(`${worker.last_name} ${worker.first_name}`)} (${toSafeName(worker.username)})`;
}

/** The record's path in the archive: `<Last First> (<username>)/<date> <course> <id>.pdf`. */
export function buildRecordPath(record: TrainingRecord): string {
  const { trainee, course, completed_at: completedAt } = record.content;
  const file = `${completedAt.slice(0, 10)} ${toSafeName(course.title)} ${record.id}.pdf`;
  return `${buildWorkerFolder(trainee)}/${file}`;
}

/**
 * The worker's fișă individuală of one domain, beside their records: `<folder>/Fisa individuala
 * SSM.pdf`; one printed for ink signatures says so: `Fisa individuala PSI-SU de semnat olograf.pdf`.
 */
export function buildWorkerSheetPath(
  worker: { first_name: string; last_name: string; username: string },
  domain: CourseCategory,
  options: { forInk?: boolean } = {},
): string {
  return `${buildWorkerFolder(worker)}/Fisa individuala ${domain}${options.forInk ? ' de semnat olograf' : ''}.pdf`;
}

/**
 * A scan of the worker's hand-signed PSI-SU fișă, beside their records:
 * `<folder>/Fisa individuala PSI-SU semnata olograf <date> <id>.<ext>`.
 */
export function buildSheetScanPath(scan: {
  id: string;
  worker: { first_name: string; last_name: string; username: string };
  uploaded_at: string;
  file_key: string;
}): string {
  const extension = scan.file_key.slice(scan.file_key.lastIndexOf('.') + 1);
  return `${buildWorkerFolder(scan.worker)}/Fisa individuala PSI-SU semnata olograf ${scan.uploaded_at.slice(0, 10)} ${scan.id}.${extension}`;
}

const SIGNATURE_COLUMNS: { role: SignerRole; label: string }[] = [
  { role: 'trainee', label: 'Cursant' },
  { role: 'representative', label: 'Reprezentantul angajatorului' },
  { role: 'trainer', label: 'Serviciul SSM' },
  { role: 'manager', label: 'Conducătorul locului de muncă' },
  { role: 'admitter', label: 'Admis la lucru de' },
  { role: 'verifier', label: 'Verificat de serviciul SSM' },
];

function signatureCells(signature: RecordSignature | undefined): string[] {
  if (!signature) return ['', '', '', '', '', ''];
  return [
    `${signature.signer.last_name} ${signature.signer.first_name}`,
    formatRecordDateTime(signature.timestamp),
    signature.signature_hash,
    signature.method,
    signature.ip,
    signature.user_agent,
  ];
}

const INDEX_HEADER = [
  'Nr. document',
  'Nume',
  'Prenume',
  'Utilizator',
  'Funcția',
  'Compania',
  'Cursul',
  'Domeniul',
  'Tipul instruirii',
  'Durata (minute)',
  'Scor (%)',
  'Finalizat la',
  'Semnat complet la',
  'Fișier',
  'Amprenta documentului (SHA-256)',
  'SHA-256 fișier PDF',
  'Amprenta materialului (SHA-256)',
  'Limba instruirii',
  'Amprenta materialului în limba instruirii (SHA-256)',
  ...SIGNATURE_COLUMNS.flatMap(({ label }) => [
    `${label}: nume`,
    `${label}: semnat la`,
    `${label}: hash semnătură`,
    `${label}: mod`,
    `${label}: IP`,
    `${label}: browser`,
  ]),
];

/** One record's row of the index, with each signature event in its role's columns. */
export function toIndexRow(record: TrainingRecord): string[] {
  const { content } = record;
  return [
    record.id,
    content.trainee.last_name,
    content.trainee.first_name,
    content.trainee.username,
    content.trainee.job_title ?? '',
    content.company.name,
    content.course.title,
    describeCategory(content.course.category),
    describeTrainingType(content.course.category, content.course.subcategory),
    String(content.course.duration_minutes),
    String(content.quiz_score),
    formatRecordDateTime(content.completed_at),
    record.signed_at ? formatRecordDateTime(record.signed_at) : '',
    buildRecordPath(record),
    record.document_hash ?? '',
    record.pdf_sha256 ?? '',
    content.course.file_sha256,
    content.instruction ? LANGUAGE_NAMES[content.instruction.language] : '',
    content.instruction && content.instruction.language !== RECORD_LANGUAGE
      ? content.instruction.file_sha256
      : '',
    ...SIGNATURE_COLUMNS.flatMap(({ role }) =>
      signatureCells(record.signatures.find((signature) => signature.role === role)),
    ),
  ];
}

export function formatIndexCsv(rows: readonly string[][]): string {
  return toSpreadsheetCsv([INDEX_HEADER, ...rows]);
}
