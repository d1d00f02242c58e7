import { QUIZ_ANSWER_COUNT, QUIZ_BANK_MAX_QUESTIONS, TEXT_LIMITS } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { readUserFile, type UploadedFile } from '../../people/domain/user-file';
import { badRequest } from '../../platform/errors';

/*
 * A quiz bank read from a spreadsheet (docs/product.md, Quiz import), through the reader of the
 * people import: CSV in any of its encodings, XLSX or ODS, the ZIP checked before it is opened.
 * The first non-blank row names the columns; each row under it is one question. Nothing is
 * stored: the owner checks the questions in the form and saves them with `save-quiz`.
 */

type SheetQuestion = { question_text: string; answers: string[]; correct_index: number };
type RowError = { row: number; detail: string };

/** The correct answer's number as written: 1 to 4, or the letters A to D some banks use. */
function correctIndexOf(cell: string): number | null {
  const text = cell.trim().toUpperCase();
  const byNumber = /^[1-9]$/.test(text) ? Number(text) - 1 : null;
  const byLetter = /^[A-Z]$/.test(text) ? text.charCodeAt(0) - 'A'.charCodeAt(0) : null;
  const index = byNumber ?? byLetter;
  return index !== null && index < QUIZ_ANSWER_COUNT ? index : null;
}

/** The row's question, or why it cannot be one (the first reason the owner must fix). */
function readQuestion(cells: string[]): SheetQuestion | string {
  const importTexts = texts.quizImport;
  const questionText = cells[0] ?? '';
  const answers = Array.from({ length: QUIZ_ANSWER_COUNT }, (_, index) => cells[index + 1] ?? '');
  if (questionText === '') return importTexts.missingQuestion;
  if (questionText.length > TEXT_LIMITS.quizQuestion) {
    return importTexts.questionTooLong(TEXT_LIMITS.quizQuestion);
  }
  const missing = answers.indexOf('');
  if (missing !== -1) return importTexts.missingAnswer(missing + 1);
  const tooLong = answers.findIndex((answer) => answer.length > TEXT_LIMITS.quizAnswer);
  if (tooLong !== -1) return importTexts.answerTooLong(tooLong + 1, TEXT_LIMITS.quizAnswer);
  const correctIndex = correctIndexOf(cells[QUIZ_ANSWER_COUNT + 1] ?? '');
  if (correctIndex === null) return importTexts.correctInvalid;
  return { question_text: questionText, answers, correct_index: correctIndex };
}

export async function readQuizSheet(file: UploadedFile) {
  const { rows } = await readUserFile(file);
  const questionRows = rows.slice(1);
  if (questionRows.length === 0) {
    throw badRequest(texts.quizImport.noQuestions, { file: [texts.quizImport.noQuestions] });
  }
  if (questionRows.length > QUIZ_BANK_MAX_QUESTIONS) {
    const detail = texts.quizImport.tooManyQuestions(QUIZ_BANK_MAX_QUESTIONS);
    throw badRequest(detail, { file: [detail] });
  }
  const questions: SheetQuestion[] = [];
  const errors: RowError[] = [];
  for (const row of questionRows) {
    const read = readQuestion(row.cells);
    if (typeof read === 'string') errors.push({ row: row.number, detail: read });
    else questions.push(read);
  }
  return { questions, errors };
}
