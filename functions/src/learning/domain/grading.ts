import { PASS_MARK_PERCENT } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { QuizQuestion } from '../../courses/data/courses';
import { badRequest } from '../../platform/errors';

export type ChosenAnswer = { question: string; answer: string | null };

export type QuizGrade = { correctCount: number; questionCount: number; score: number; isPassed: boolean };

/**
 * Grades a quiz attempt on the server (docs/product.md, grading). A question left out or answered with null
 * counts as wrong; the score is the rounded percentage of correct answers. Passing needs every
 * answer right, decided on the exact count so rounding can never turn 99.5 % into a pass. An
 * answer naming a question or an answer of another quiz is refused, not ignored.
 */
export function gradeQuiz(questions: readonly QuizQuestion[], chosen: readonly ChosenAnswer[]): QuizGrade {
  const questionsById = new Map(questions.map((question) => [question.id, question]));
  const answers = new Map<string, string | null>();
  for (const choice of chosen) {
    const question = questionsById.get(choice.question);
    const isForeignAnswer =
      choice.answer !== null && !question?.answers.some((answer) => answer.id === choice.answer);
    if (!question || isForeignAnswer) throw badRequest(texts.quizTaking.foreignAnswers);
    if (answers.has(choice.question)) throw badRequest(texts.quizTaking.duplicateAnswers);
    answers.set(choice.question, choice.answer);
  }
  const questionCount = questions.length;
  const correctCount = questions.filter(
    (question) => answers.get(question.id) === question.correct_answer_id,
  ).length;
  const score = questionCount === 0 ? 0 : Math.round((correctCount / questionCount) * 100);
  const isPassed = questionCount > 0 && correctCount * 100 >= PASS_MARK_PERCENT * questionCount;
  return { correctCount, questionCount, score, isPassed };
}
