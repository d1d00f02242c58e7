import { texts } from '@ssm/shared';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { badRequest } from '../lib/errors';

/*
 * Reads an uploaded user list into rows of text cells. XLSX is recognised by its content (a ZIP
 * archive), anything else is read as CSV: UTF-8, or Windows-1250 (what Romanian Excel saves as
 * "CSV" by default) when the bytes are not valid UTF-8.
 */

export type UploadedFile = { filename: string; mimetype: string; content: Uint8Array };

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** Legacy binary Excel (.xls) and other OLE2 documents; they cannot be read, so say so. */
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];
const CSV_DELIMITERS = [';', ',', '\t'] as const;

function startsWith(content: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => content[index] === byte);
}

function decodeText(content: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('windows-1250').decode(content);
  }
}

/**
 * Excel writes `;` where the list separator is `;` (Romanian settings) and `,` elsewhere; the
 * header line names columns only, so the separator it uses most is the file's.
 */
function detectDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = CSV_DELIMITERS.map((delimiter) => header.split(delimiter).length);
  return CSV_DELIMITERS[counts.indexOf(Math.max(...counts))] as string;
}

function readCsv(content: Uint8Array): string[][] {
  const text = decodeText(content).replace(/^\uFEFF/, '');
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

async function readXlsx(content: Uint8Array): Promise<string[][]> {
  const rows = await readSheet(Buffer.from(content));
  return rows.map((row) => row.map(toText));
}

const COMMA_BELOW: Record<string, string> = { ş: 'ș', ţ: 'ț', Ş: 'Ș', Ţ: 'Ț' };

/**
 * Trimmed, with ș and ț written with the comma below: Windows-1250 and older documents only
 * have the cedilla forms, and names are stored in the correct Romanian spelling.
 */
function normalizeCell(cell: string): string {
  return cell.trim().replace(/[şţŞŢ]/g, (letter) => COMMA_BELOW[letter] as string);
}

/** A row of the file with its number as a spreadsheet shows it (the header is row 1). */
export type FileRow = { number: number; cells: string[] };

/** The file's non-blank rows as text; an unreadable file is a 400 in Romanian. */
export async function readUserFile(file: UploadedFile): Promise<FileRow[]> {
  const unreadable = () => badRequest(texts.userImport.unreadable, { file: [texts.userImport.unreadable] });
  if (file.content.length === 0 || startsWith(file.content, OLE2_SIGNATURE)) throw unreadable();
  let rows: string[][];
  try {
    rows = startsWith(file.content, ZIP_SIGNATURE) ? await readXlsx(file.content) : readCsv(file.content);
  } catch {
    throw unreadable();
  }
  return rows
    .map((cells, index) => ({ number: index + 1, cells: cells.map(normalizeCell) }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
}
