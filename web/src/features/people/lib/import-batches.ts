import { IMPORT_BATCH_ROWS } from '@ssm/shared';

/*
 * A large import goes to the server in batches (docs/product.md, user import): each call sends the
 * whole file and names the rows it creates, so the page can say how far it got between calls and
 * go on from the batch that failed.
 */

/** Spreadsheet row numbers, from and to (both included), that one import call creates. */
export type RowRange = { from: number; to: number };

/** The new rows, by their spreadsheet numbers, cut into runs of `size` new rows each. */
export function splitIntoBatches(newRows: readonly number[], size: number = IMPORT_BATCH_ROWS): RowRange[] {
  const sorted = [...newRows].sort((a, b) => a - b);
  const batches: RowRange[] = [];
  for (let start = 0; start < sorted.length; start += size) {
    const rows = sorted.slice(start, start + size);
    batches.push({ from: rows[0] as number, to: rows.at(-1) as number });
  }
  return batches;
}

/**
 * The passwords files of several calls as one file: the first whole (byte-order mark and header),
 * the others without their header line. The server writes each the same way (CRLF line ends).
 */
export function joinCredentialFiles(files: readonly string[]): string {
  const [first = '', ...others] = files.filter((file) => file.includes('\r\n'));
  return [first, ...others.map((file) => file.slice(file.indexOf('\r\n') + 2))].join('');
}
