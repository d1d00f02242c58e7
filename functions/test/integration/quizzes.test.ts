import { QUIZ_BANK_MAX_QUESTIONS, TEXT_LIMITS, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getCourseWithQuiz } from '../../src/courses/data/courses';
import { buildTenant, tokenFor } from '../support/builders';
import { buildCourse, buildQuizBody } from '../support/course-builders';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

type Quiz = {
  questions: { id: string; text: string; answers: { id: string; text: string; is_correct: boolean }[] }[];
};
type ErrorAnswer = { detail: string; errors: Record<string, string[]> };

function withQuestion(change: (question: Record<string, unknown>) => void) {
  const body = buildQuizBody();
  change(body.questions[3] as unknown as Record<string, unknown>);
  return body;
}

describe('POST /api/courses/{id}/quiz/', () => {
  it('saves 10 questions of 4 answers and answers them with the correct one marked', async () => {
    const { owner } = await buildTenant();
    const course = await buildCourse(owner, { withQuiz: false });
    const body = buildQuizBody((question) => (question * 3) % 4);

    const answer = await api.post<Quiz>(`/api/courses/${course.id}/quiz/`, body, await tokenFor(owner));

    expect(answer.status).toBe(200);
    expect(answer.body.questions.map((question) => question.text)).toEqual(
      body.questions.map((question) => question.question_text),
    );
    answer.body.questions.forEach((question, index) => {
      expect(question.answers.map((choice) => choice.text)).toEqual(body.questions[index]?.answers);
      expect(question.answers.map((choice) => choice.is_correct).indexOf(true)).toBe((index * 3) % 4);
    });
    const stored = await getCourseWithQuiz(course.id);
    expect(stored?.course.has_quiz).toBe(true);
    expect(stored?.quiz?.questions).toHaveLength(10);
  });

  it(`saves a bank of up to ${QUIZ_BANK_MAX_QUESTIONS} questions, each of the longest texts allowed`, async () => {
    const { owner } = await buildTenant();
    const course = await buildCourse(owner, { withQuiz: false });
    const questions = Array.from({ length: QUIZ_BANK_MAX_QUESTIONS }, (_, index) => ({
      question_text: `${index + 1}. ${'ș'.repeat(TEXT_LIMITS.quizQuestion - 4)}`,
      answers: ['ț', 'ă', 'î', 'â'].map((letter) => letter.repeat(TEXT_LIMITS.quizAnswer)),
      correct_index: index % 4,
    }));

    const answer = await api.post<Quiz>(
      `/api/courses/${course.id}/quiz/`,
      { questions },
      await tokenFor(owner),
    );

    expect(answer.status).toBe(200);
    expect((await getCourseWithQuiz(course.id))?.quiz?.questions).toHaveLength(QUIZ_BANK_MAX_QUESTIONS);
  });

  it('replaces an earlier quiz', async () => {
    const { owner } = await buildTenant();
    const course = await buildCourse(owner);
    const body = buildQuizBody(() => 3);
    body.questions[0]!.question_text = 'Întrebare nouă despre stingătoare';

    const answer = await api.post<Quiz>(`/api/courses/${course.id}/quiz/`, body, await tokenFor(owner));

    expect(answer.status).toBe(200);
    const stored = await getCourseWithQuiz(course.id);
    expect(stored?.quiz?.questions[0]?.text).toBe('Întrebare nouă despre stingătoare');
    expect(stored?.quiz?.questions.map((question) => question.answers[3]?.id)).toEqual(
      stored?.quiz?.questions.map((question) => question.correct_answer_id),
    );
  });

  it.each([
    [
      '9 questions',
      () => ({ questions: buildQuizBody().questions.slice(0, 9) }),
      'questions',
      texts.quizForm.questionCount,
    ],
    [
      `${QUIZ_BANK_MAX_QUESTIONS + 1} questions`,
      () => ({
        questions: Array.from({ length: QUIZ_BANK_MAX_QUESTIONS + 1 }, () => buildQuizBody().questions[0]),
      }),
      'questions',
      texts.quizForm.questionCount,
    ],
    [
      '5 answers',
      () =>
        withQuestion((question) => {
          question.answers = ['A', 'B', 'C', 'D', 'E'];
        }),
      'questions.3.answers',
      texts.quizForm.answerCount,
    ],
    [
      'two correct answers',
      () =>
        withQuestion((question) => {
          question.correct_index = [0, 2];
        }),
      'questions.3.correct_index',
      texts.quizForm.oneCorrect,
    ],
    [
      'correct_index 4',
      () =>
        withQuestion((question) => {
          question.correct_index = 4;
        }),
      'questions.3.correct_index',
      texts.quizForm.oneCorrect,
    ],
    [
      'no correct answer',
      () =>
        withQuestion((question) => {
          delete question.correct_index;
        }),
      'questions.3.correct_index',
      texts.quizForm.oneCorrect,
    ],
    [
      'an empty question text',
      () =>
        withQuestion((question) => {
          question.question_text = '   ';
        }),
      'questions.3.question_text',
      texts.quizForm.textRequired,
    ],
    [
      'an empty answer text',
      () =>
        withQuestion((question) => {
          question.answers = ['A', '', 'C', 'D'];
        }),
      'questions.3.answers.1',
      texts.quizForm.textRequired,
    ],
    ['no questions at all', () => ({}), 'questions', texts.quizForm.questionCount],
  ])('refuses %s with a Romanian detail and changes nothing', async (_, makeBody, field, message) => {
    const { owner } = await buildTenant();
    const course = await buildCourse(owner);
    const before = await getCourseWithQuiz(course.id);

    const answer = await api.post<ErrorAnswer>(
      `/api/courses/${course.id}/quiz/`,
      makeBody(),
      await tokenFor(owner),
    );

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: message, errors: { [field]: [message] } });
    expect(await getCourseWithQuiz(course.id)).toEqual(before);
  });

  it("refuses another firm's owner (404), admins and employees (403), and keeps the quiz", async () => {
    const { owner, admin, employee } = await buildTenant();
    const other = await buildTenant();
    const course = await buildCourse(owner);
    const before = await getCourseWithQuiz(course.id);
    const body = buildQuizBody(() => 0);

    const asOtherOwner = await api.post(`/api/courses/${course.id}/quiz/`, body, await tokenFor(other.owner));
    const asAdmin = await api.post(`/api/courses/${course.id}/quiz/`, body, await tokenFor(admin));
    const asEmployee = await api.post(`/api/courses/${course.id}/quiz/`, body, await tokenFor(employee));
    const anonymous = await api.post(`/api/courses/${course.id}/quiz/`, body);

    expect([asOtherOwner.status, asAdmin.status, asEmployee.status, anonymous.status]).toEqual([
      404, 403, 403, 401,
    ]);
    expect(await getCourseWithQuiz(course.id)).toEqual(before);
  });

  it('answers 404 for a course that does not exist', async () => {
    const { owner } = await buildTenant();

    const answer = await api.post(
      '/api/courses/01JZZZZZZZZZZZZZZZZZZZZZZZ/quiz/',
      buildQuizBody(),
      await tokenFor(owner),
    );

    expect(answer.status).toBe(404);
  });
});
