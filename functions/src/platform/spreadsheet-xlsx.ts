/*
 * The XLSX files the platform hands out, beside their CSV (spreadsheet-csv.ts). Every cell is
 * written as a text cell, never a formula, so a name starting like one opens as text; the writer
 * is loaded only when someone asks for a workbook.
 */
export async function toXlsx(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile(rows.map((row) => [...row])).toBuffer();
}
