import JSZip from 'jszip';
import { Parser } from 'saxen';

/*
 * The first sheet of an OpenDocument spreadsheet (LibreOffice Calc's .ods) as rows of text
 * cells. An .ods is a ZIP whose `mimetype` entry names it and whose `content.xml` holds the
 * sheets; the caller proves the ZIP small enough to unpack (zip-guard.ts) before this opens it.
 *
 * Calc writes an empty tail of a sheet as one row repeated to the sheet's end (a million times)
 * and a row's empty tail as one cell repeated to its last column, so a repetition is written out
 * only when it holds something, and never past `limits`: a file cannot make this build more
 * rows or columns than an import may take (a sheet cut at `maxRows` is the caller's to refuse). A date cell gives its calendar date (`office:date-value`),
 * as the XLSX reader does; every other cell its text as the sheet shows it. Comments in a cell
 * (`office:annotation`) are not its text.
 */

const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const NAMESPACES = {
  'urn:oasis:names:tc:opendocument:xmlns:office:1.0': 'office',
  'urn:oasis:names:tc:opendocument:xmlns:table:1.0': 'table',
  'urn:oasis:names:tc:opendocument:xmlns:text:1.0': 'text',
};

export type SheetLimits = { maxRows: number; maxColumns: number };

/** Whether the ZIP archive is an OpenDocument spreadsheet. */
async function openOds(content: Uint8Array): Promise<JSZip | null> {
  const zip = await JSZip.loadAsync(content);
  const mimetype = await zip.file('mimetype')?.async('string');
  return mimetype?.trim() === ODS_MIMETYPE ? zip : null;
}

function repeatCount(value: string | undefined, limit: number): number {
  const count = Number(value ?? 1);
  return Number.isSafeInteger(count) && count > 0 ? Math.min(count, limit) : 1;
}

/** The rows of the first `table:table` of a content.xml, trailing empty cells dropped. */
export function readOdsContent(xml: string, limits: SheetLimits): string[][] {
  const rows: string[][] = [];
  let tableDepth = 0;
  let isFirstTableDone = false;
  let row: string[] | null = null;
  let rowRepeat = 1;
  let emptyRowsPending = 0;
  let cell: { text: string[]; date: string | null; repeat: number } | null = null;
  let paragraphs = 0;
  let annotationDepth = 0;

  const parser = new Parser();
  parser.ns(NAMESPACES);
  parser.on('openTag', (name, attributes, _decode, selfClosing) => {
    if (isFirstTableDone) return;
    if (name === 'table:table') tableDepth += 1;
    if (tableDepth !== 1) return;
    if (name === 'office:annotation') {
      if (!selfClosing) annotationDepth += 1;
      return;
    }
    if (annotationDepth > 0) return;
    const attrs = attributes();
    if (name === 'table:table-row') {
      row = [];
      rowRepeat = repeatCount(attrs['table:number-rows-repeated'], limits.maxRows);
      if (selfClosing) finishRow();
    } else if ((name === 'table:table-cell' || name === 'table:covered-table-cell') && row) {
      const dateValue = attrs['office:value-type'] === 'date' ? attrs['office:date-value'] : undefined;
      cell = {
        text: [],
        date: dateValue ? dateValue.slice(0, 10) : null,
        repeat: repeatCount(attrs['table:number-columns-repeated'], limits.maxColumns),
      };
      paragraphs = 0;
      if (selfClosing) finishCell();
    } else if (cell && name === 'text:p') {
      if (paragraphs > 0) cell.text.push('\n');
      paragraphs += 1;
    } else if (cell && name === 'text:s') {
      cell.text.push(' '.repeat(repeatCount(attrs['text:c'], 100)));
    } else if (cell && name === 'text:tab') {
      cell.text.push('\t');
    } else if (cell && name === 'text:line-break') {
      cell.text.push('\n');
    }
  });
  parser.on('closeTag', (name, _decode, selfClosing) => {
    if (isFirstTableDone || tableDepth === 0) return;
    if (name === 'table:table') {
      tableDepth -= 1;
      if (tableDepth === 0) isFirstTableDone = true;
      return;
    }
    if (tableDepth !== 1) return;
    if (name === 'office:annotation') {
      if (!selfClosing) annotationDepth -= 1;
      return;
    }
    if (annotationDepth > 0 || selfClosing) return;
    if (name === 'table:table-cell' || name === 'table:covered-table-cell') finishCell();
    else if (name === 'table:table-row') finishRow();
  });
  parser.on('text', (text, decode) => {
    if (cell && tableDepth === 1 && annotationDepth === 0 && paragraphs > 0) cell.text.push(decode(text));
  });

  function finishCell(): void {
    if (!cell || !row) return;
    const value = cell.date ?? cell.text.join('');
    for (let index = 0; index < cell.repeat && row.length < limits.maxColumns; index += 1) row.push(value);
    cell = null;
  }

  /** Empty rows count in the row numbers a spreadsheet shows, so they are kept before a full one. */
  function finishRow(): void {
    if (!row) return;
    while (row.length > 0 && row.at(-1) === '') row.pop();
    if (row.length === 0) {
      emptyRowsPending += rowRepeat;
    } else {
      const room = () => limits.maxRows - rows.length;
      for (let count = Math.min(emptyRowsPending, room()); count > 0; count -= 1) rows.push([]);
      emptyRowsPending = 0;
      for (let count = Math.min(rowRepeat, room()); count > 0; count -= 1) rows.push(row);
    }
    row = null;
  }

  parser.parse(xml);
  return rows;
}

/** The first sheet's rows, or null when the archive is not an OpenDocument spreadsheet. */
export async function readOdsSheet(content: Uint8Array, limits: SheetLimits): Promise<string[][] | null> {
  const zip = await openOds(content);
  if (!zip) return null;
  const xml = await zip.file('content.xml')?.async('string');
  if (xml === undefined) throw new Error('ODS without content.xml');
  return readOdsContent(xml, limits);
}
