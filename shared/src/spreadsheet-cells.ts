/*
 * Every cell the platform writes into a CSV or XLSX file goes through `toInertCell`: the files
 * are opened in Excel or LibreOffice by people who trust them, and their text comes from people
 * who may not be trustworthy (names, job titles, course titles, a signer's browser string).
 *
 * A spreadsheet evaluates a cell as a formula when its text starts with `=`, `+`, `-` or `@`
 * (Excel also runs `+`/`-`/`@` as formulas, and `=cmd|...` reaches DDE). Tab, carriage return
 * and line feed in front of one are skipped by some importers, and so are spaces when
 * LibreOffice's "trim spaces" import option is on; Excel on Japanese and Chinese systems also
 * accepts the full-width forms `＝ ＋ － ＠` as formula starts. A cell whose first character
 * other than whitespace is one of these, or which starts with a tab, carriage return or line
 * feed, gets a leading apostrophe: both programs then show it as text, and a reader still sees
 * the original value after the apostrophe.
 *
 * Harmless values such as a phone number `+40 721 ...` get the apostrophe too: telling them apart
 * from a formula is exactly what a spreadsheet gets wrong. `%` and `|` are left alone: they start
 * formulas only in obsolete Lotus compatibility modes.
 */

const FORMULA_START = /^[\s\p{Cc}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;
const CONTROL_START = /^[\t\r\n]/;

/** The cell as text a spreadsheet shows and never evaluates. */
export function toInertCell(value: string): string {
  return FORMULA_START.test(value) || CONTROL_START.test(value) ? `'${value}` : value;
}
