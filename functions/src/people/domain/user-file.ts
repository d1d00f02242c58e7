import { type ImportFileEncoding, MAX_IMPORT_ROWS, normalizeEnteredText } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { parse } from 'csv-parse/sync';
import { AppError, badRequest } from '../../platform/errors';
import { decodeImportedText } from '../../platform/imported-text';
import type { SheetLimits } from '../../platform/ods-sheet';
import { inspectZip, SPREADSHEET_ZIP_LIMITS } from '../../platform/zip-guard';

/*
 * Reads an uploaded user list into rows of text cells. A workbook (XLSX, or LibreOffice's ODS) is
 * recognised by its content (a ZIP archive) and checked against decompression bombs before a
 * parser opens it; anything else is read as CSV in the encoding its bytes show
 * (platform/imported-text.ts), and the caller learns which.
 */

export type UploadedFile = { filename: string; mimetype: string; content: Uint8Array };

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** Legacy binary Excel (.xls) and other OLE2 documents; they cannot be read, so say so. */
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];
const CSV_DELIMITERS = [';', ',', '\t'] as const;

function startsWith(content: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => content[index] === byte);
}

/**
 * Excel writes `;` where the list separator is `;` (Romanian settings) and `,` elsewhere, and a
 * tab in "Unicode text"; the header line names columns only, so the separator it uses most is
 * the file's.
 */
function detectDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = CSV_DELIMITERS.map((delimiter) => header.split(delimiter).length);
  return CSV_DELIMITERS[counts.indexOf(Math.max(...counts))] as string;
}

function readCsv(text: string): string[][] {
  return parse(text, {
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    relax_quotes: true,
    trim: true,
  });
}

/** A spreadsheet date is a calendar date: its UTC day, as read-excel-file builds it. */
function toText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell);
}

/**
 * How much of an ODS sheet is read: the rows an import takes with room for title rows above the
 * header, and more columns than any list of people has. A sheet cut there has too many rows.
 */
const ODS_LIMITS: SheetLimits = { maxRows: MAX_IMPORT_ROWS + 100, maxColumns: 1024 };

/**
 * The workbook's first sheet, once its ZIP is proven small enough to unpack: a 300 KB bomb would
 * otherwise have the parser hold hundreds of megabytes for a minute (docs/security.md). The
 * readers load on the first workbook, off the cold start of a route most calls of which send CSV
 * or nothing (about 225 kB of the bundle; docs/benchmarks.md).
 */
async function readWorkbook(content: Uint8Array): Promise<{ cells: string[][]; encoding: 'xlsx' | 'ods' }> {
  const inspection = inspectZip(content, SPREADSHEET_ZIP_LIMITS);
  if (!inspection.ok) {
    const detail =
      inspection.problem === 'unreadable' ? texts.userImport.unreadable : texts.importFile.unpacksTooLarge;
    throw badRequest(detail, { file: [detail] });
  }
  const { readOdsSheet } = await import('../../platform/ods-sheet');
  const odsRows = await readOdsSheet(content, ODS_LIMITS);
  if (odsRows) {
    if (odsRows.length >= ODS_LIMITS.maxRows) {
      const detail = texts.userImport.tooManyRows(String(MAX_IMPORT_ROWS));
      throw badRequest(detail, { file: [detail] });
    }
    return { cells: odsRows, encoding: 'ods' };
  }
  const { readSheet } = await import('read-excel-file/node');
  const rows = await readSheet(Buffer.from(content));
  return { cells: rows.map((row) => row.map(toText)), encoding: 'xlsx' };
}

/** A row of the file with its number as a spreadsheet shows it (the header is row 1). */
export type FileRow = { number: number; cells: string[] };

export type UserFile = { rows: FileRow[]; encoding: ImportFileEncoding };

/** Reads the file's cells in the platform's one spelling (comma-below ș ț, NFC), trimmed. */
async function readCells(content: Uint8Array): Promise<{ cells: string[][]; encoding: ImportFileEncoding }> {
  if (startsWith(content, ZIP_SIGNATURE)) return readWorkbook(content);
  const { text, encoding } = decodeImportedText(content);
  return { cells: readCsv(text), encoding };
}

/** The file's non-blank rows as text and how it was read; an unreadable file is a 400 in Romanian. */
export async function readUserFile(file: UploadedFile): Promise<UserFile> {
  const unreadable = () => badRequest(texts.userImport.unreadable, { file: [texts.userImport.unreadable] });
  if (file.content.length === 0 || startsWith(file.content, OLE2_SIGNATURE)) throw unreadable();
  let read: Awaited<ReturnType<typeof readCells>>;
  try {
    read = await readCells(file.content);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
  const rows = read.cells
    .map((cells, index) => ({
      number: index + 1,
      cells: cells.map((cell) => normalizeEnteredText(cell.trim())),
    }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  return { rows, encoding: read.encoding };
}
