/*
 * Every cell the platform writes into a CSV or XLSX file goes through `toInertCell`: the files
 * are opened in Excel or LibreOffice by people who trust them, and their text comes from people
 * who may not be trustworthy (names, job titles, course titles, a signer's browser string).
 *
 * A spreadsheet evaluates a cell as a formula when its text starts with `=`, `+`, `-` or `@`
 * (Excel also runs `+`/`-`/`@` as formulas, and `=cmd|...` reaches DDE). Tab, carriage return
 * and line feed in front of one are skipped by some importers, and so are spaces when
 * LibreOffice's "trim spaces" import option is on, and a double quote opens a quoted field;
 * Excel on Japanese and Chinese systems also accepts the full-width forms `＝ ＋ － ＠` as
 * formula starts. A cell whose first character other than these is a formula start, or which
 * starts with a tab, carriage return or line feed, gets a leading apostrophe: both programs then
 * show it as text, and a reader still sees the original value after the apostrophe.
 *
 * A CSV is not always split where its writer meant: the platform's files separate fields with
 * `;`, but Excel with English settings and LibreOffice's default split on `,`, some on tab, and a
 * reader that ignores quotes splits rows at a line break. So inside a cell, every formula start
 * that follows one of `,` `;` tab CR LF (past spaces, control characters and double quotes) gets
 * an apostrophe in front of it too: `Mozilla/5.0,=HYPERLINK(…)` becomes
 * `Mozilla/5.0,'=HYPERLINK(…)`, text however the file is split.
 *
 * Harmless values such as a phone number `+40 721 ...` get the apostrophe too: telling them apart
 * from a formula is exactly what a spreadsheet gets wrong. `%` and `|` are left alone: they start
 * formulas only in obsolete Lotus compatibility modes.
 */

const SKIPPED = '[\\s\\p{Cc}"]*';
const FORMULA_CHARACTER = '[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20]';
const FORMULA_START = new RegExp(`^${SKIPPED}${FORMULA_CHARACTER}`, 'u');
const CONTROL_START = /^[\t\r\n]/;
const FORMULA_AFTER_SEPARATOR = new RegExp(`([,;\\t\\r\\n]${SKIPPED})(?=${FORMULA_CHARACTER})`, 'gu');

/** The cell as text a spreadsheet shows and never evaluates, whichever separator it splits on. */
export function toInertCell(value: string): string {
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) || CONTROL_START.test(inner) ? `'${inner}` : inner;
}
