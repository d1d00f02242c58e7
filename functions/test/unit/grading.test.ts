import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../../src/courses/data/courses';
import { gradeQuiz } from '../../src/learning/domain/grading';

/** A quiz of `count` questions q0..qN, each with answers qN-a0..qN-a3 and a0 correct. */
function quizOf(count: number): QuizQuestion[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `q${index}`,
    text: `Întrebarea ${index}`,
    answers: [0, 1, 2, 3].map((answer) => ({ id: `q${index}-a${answer}`, text: `Răspuns ${answer}` })),
    correct_answer_id: `q${index}-a0`,
  }));
}

const correct = (question: QuizQuestion) => ({ question: question.id, answer: question.correct_answer_id });
const wrong = (question: QuizQuestion) => ({ question: question.id, answer: `${question.id}-a1` });

describe('gradeQuiz', () => {
  it('passes only when every answer is right', () => {
    const quiz = quizOf(10);

    expect(gradeQuiz(quiz, quiz.map(correct))).toEqual({
      correctCount: 10,
      questionCount: 10,
      score: 100,
      isPassed: true,
    });
  });

  it('fails one wrong answer in ten at 90 %', () => {
    const quiz = quizOf(10);

    const grade = gradeQuiz(
      quiz,
      quiz.map((question, index) => (index === 3 ? wrong(question) : correct(question))),
    );

    expect(grade).toMatchObject({ score: 90, isPassed: false });
  });

  it('counts questions left out or answered with null as wrong', () => {
    const quiz = quizOf(10);
    const chosen = [{ question: 'q0', answer: null }, ...quiz.slice(1, 8).map(correct)];

    expect(gradeQuiz(quiz, chosen)).toMatchObject({ correctCount: 7, score: 70, isPassed: false });
    expect(gradeQuiz(quiz, [])).toMatchObject({ correctCount: 0, score: 0, isPassed: false });
  });

  it('rounds the percentage to the nearest whole number', () => {
    const quiz = quizOf(3);

    expect(gradeQuiz(quiz, quiz.slice(0, 2).map(correct)).score).toBe(67);
    expect(gradeQuiz(quiz, quiz.slice(0, 1).map(correct)).score).toBe(33);
  });

  it('never passes an attempt that only rounds up to 100 %', () => {
    const quiz = quizOf(200);

    const grade = gradeQuiz(quiz, quiz.slice(1).map(correct));

    expect(grade).toMatchObject({ correctCount: 199, score: 100, isPassed: false });
  });

  it('refuses a question or an answer of another quiz, and a question answered twice', () => {
    const quiz = quizOf(10);

    expect(() => gradeQuiz(quiz, [{ question: 'other', answer: 'other-a0' }])).toThrow(
      texts.quizTaking.foreignAnswers,
    );
    expect(() => gradeQuiz(quiz, [{ question: 'q0', answer: 'q1-a0' }])).toThrow(
      texts.quizTaking.foreignAnswers,
    );
    expect(() => gradeQuiz(quiz, [correct(quiz[0]!), wrong(quiz[0]!)])).toThrow(
      texts.quizTaking.duplicateAnswers,
    );
  });

  it('never passes a quiz without questions', () => {
    expect(gradeQuiz([], [])).toEqual({ correctCount: 0, questionCount: 0, score: 0, isPassed: false });
  });
});
