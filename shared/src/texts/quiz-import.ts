import { countOf } from './wording';

/** Filling a quiz bank from a spreadsheet (docs/product.md, Quiz import). */
export const quizImport = {
  title: 'Importă întrebările dintr-un tabel',
  intro:
    'Încarcă un fișier CSV, XLSX sau ODS cu o întrebare pe rând: întrebarea, cele 4 răspunsuri și numărul răspunsului corect (1-4). Întrebările citite înlocuiesc formularul de mai jos; le verifici și apoi salvezi chestionarul.',
  template: 'Descarcă modelul de tabel (CSV)',
  templateFileName: 'model-chestionar.csv',
  chooseFile: 'Fișierul cu întrebări',
  fileRequired: 'Alege fișierul cu întrebări.',
  read: 'Citește întrebările',
  noQuestions: 'Fișierul nu are nicio întrebare sub rândul cu numele coloanelor.',
  tooManyQuestions: (max: number) =>
    `Un chestionar are cel mult ${countOf(max, 'întrebare', 'întrebări')}; fișierul are mai multe.`,
  rowsRefused: 'Unele rânduri nu au putut fi citite. Corectează-le în fișier și încarcă-l din nou:',
  rowError: (row: number, detail: string) => `Rândul ${row}: ${detail}`,
  missingQuestion: 'lipsește întrebarea.',
  missingAnswer: (number: number) => `lipsește răspunsul ${number}.`,
  correctInvalid: 'răspunsul corect trebuie să fie un număr de la 1 la 4.',
  questionTooLong: (max: number) => `întrebarea are mai mult de ${countOf(max, 'caracter', 'caractere')}.`,
  answerTooLong: (number: number, max: number) =>
    `răspunsul ${number} are mai mult de ${countOf(max, 'caracter', 'caractere')}.`,
  imported: (count: number) =>
    `Am citit ${countOf(count, 'întrebare', 'întrebări')}. Verifică-le și salvează chestionarul.`,
} as const;
