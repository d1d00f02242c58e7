import { toInertCell } from '@ssm/shared';
import { stringify } from 'csv-stringify/sync';

/*
 * Every CSV the platform hands out (the archive's index, the import's passwords file) is written
 * here, as Excel opens it on a Romanian Windows: UTF-8 with a BOM, `;` between fields (the list
 * separator there, the comma being the decimal mark), CRLF line ends. Every cell goes through
 * `toInertCell`, so a name, a course title or a signer's browser string that starts like a
 * formula opens as text (docs/security.md, formula injection).
 */
export function toSpreadsheetCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(toInertCell)),
    { bom: true, delimiter: ';', record_delimiter: 'windows' },
  );
}
