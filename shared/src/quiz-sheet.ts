import { QUIZ_ANSWER_COUNT } from './constants';

/*
 * The quiz sheet an owner fills instead of typing a bank question by question (docs/product.md,
 * Quiz import): a header row, then one question a row with its four answers and the number of
 * the correct one.
 */

export const QUIZ_SHEET_HEADER = [
  'Întrebare',
  ...Array.from({ length: QUIZ_ANSWER_COUNT }, (_, index) => `Răspuns ${index + 1}`),
  'Răspuns corect (1-4)',
] as const;

const EXAMPLE_QUESTION = [
  'Ce faci când observi un pericol la locul de muncă?',
  'Îl anunț imediat conducătorului locului de muncă',
  'Îl ignor dacă nu mă privește',
  'Aștept sfârșitul turei',
  'Îl fotografiez și plec',
  '1',
];

/** The template: the header, then an example question (`;`, BOM: Excel with Romanian settings opens it). */
export function quizTemplateCsv(): string {
  return `\uFEFF${[QUIZ_SHEET_HEADER, EXAMPLE_QUESTION].map((row) => row.join(';')).join('\r\n')}\r\n`;
}
