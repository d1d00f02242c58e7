import {
  formatRomanianDateTime,
  QUIZ_ATTEMPT_MINUTES,
  QUIZ_ATTEMPTS_PER_ROUND,
  QUIZ_BANK_MAX_QUESTIONS,
  QUIZ_COOLDOWN_MINUTES,
  QUIZ_QUESTION_COUNT,
  texts,
} from '@ssm/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { principalAs } from '../../src/accounts/domain/principal';
import { getCourseWithQuiz } from '../../src/courses/data/courses';
import { saveQuiz } from '../../src/courses/domain/courses';
import { getLastCompletionDate, listQuizResults } from '../../src/learning/data/quiz-results';
import { newId } from '../../src/platform/ids';
import { buildTenant, tokenFor } from '../support/builders';
import {
  answersFor,
  assign,
  buildCourse,
  buildQuizBody,
  type HandedOutAttempt,
  startAttempt,
  takeQuiz,
} from '../support/course-builders';
import { signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

type Graded = { id: string; course: string; quiz_score: number; completed: boolean };
type ErrorAnswer = { detail: string; errors?: Record<string, string[]> };
type AttemptSummary = {
  user_id: string;
  user_name: string;
  attempt_count: number;
  last_score: number | null;
  last_attempt_at: string | null;
  cooldown_until: string | null;
  passed_at: string | null;
};

const MINUTE_MS = 60_000;

/**
 * A controllable clock (`functions/src/platform/clock.ts` reads Date): only Date is faked, so the
 * emulators' sockets and timers run as usual. It starts at the next full hour, within the life of
 * the tokens just issued, and stands still until advanced.
 */
function setClock(): Date {
  const start = new Date(Math.ceil((Date.now() + 1) / (60 * MINUTE_MS)) * 60 * MINUTE_MS);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return start;
}

const later = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);

function advanceClock(minutes: number) {
  vi.setSystemTime(new Date(Date.now() + minutes * MINUTE_MS));
}

afterEach(() => {
  vi.useRealTimers();
});

/** A tenant whose employee has a course with a quiz assigned to their company. */
async function prepareTrainee(options: { bankSize?: number } = {}) {
  const tenant = await buildTenant();
  const course = await buildCourse(tenant.owner, {
    title: 'Instruire periodică SSM',
    subcategory: 'periodica',
  });
  if (options.bankSize) {
    const body = buildQuizBody();
    const questions = Array.from({ length: options.bankSize }, (_, index) => ({
      ...(body.questions[index % body.questions.length] as (typeof body.questions)[0]),
      question_text: `Întrebarea ${index + 1} din bancă`,
    }));
    await saveQuiz({ owner: principalAs(tenant.owner, 'owner'), courseId: course.id, fields: { questions } });
  }
  await assign(tenant.owner, course.id, { companyId: tenant.company.id });
  return { ...tenant, course, token: await tokenFor(tenant.employee) };
}

function submit(token: string, courseId: string, attempt: HandedOutAttempt, answers: unknown) {
  return api.post<Graded & ErrorAnswer>(
    '/api/progress-list-create/',
    { course: courseId, attempt: attempt.attempt, answers },
    token,
  );
}

describe('POST /api/quiz-attempts/: an attempt handed out', () => {
  it('draws 10 different questions from the bank, with answers under attempt-only ids, and no answer key', async () => {
    const { course, token } = await prepareTrainee({ bankSize: 25 });
    const bank = (await getCourseWithQuiz(course.id))?.quiz?.questions ?? [];
    const bankAnswerIds = new Set(bank.flatMap((question) => question.answers.map((answer) => answer.id)));

    const attempt = await startAttempt(api, token, course.id);

    expect(attempt.course_title).toBe('Instruire periodică SSM');
    expect(attempt.questions).toHaveLength(QUIZ_QUESTION_COUNT);
    expect(new Set(attempt.questions.map((question) => question.id)).size).toBe(QUIZ_QUESTION_COUNT);
    expect(attempt.questions.every((question) => bank.some((stored) => stored.id === question.id))).toBe(
      true,
    );
    const shownIds = attempt.questions.flatMap((question) => question.answers.map((answer) => answer.id));
    expect(shownIds.some((id) => bankAnswerIds.has(id))).toBe(false);
    expect(JSON.stringify(attempt)).not.toMatch(/correct/);
    expect(attempt.attempts_left).toBe(QUIZ_ATTEMPTS_PER_ROUND - 1);
  });

  it('draws differently from one attempt to the next, over the whole bank', async () => {
    const { course, token } = await prepareTrainee({ bankSize: QUIZ_BANK_MAX_QUESTIONS });
    const seen = new Set<string>();
    const draws: string[] = [];
    for (let round = 0; round < QUIZ_ATTEMPTS_PER_ROUND; round += 1) {
      const attempt = await startAttempt(api, token, course.id);
      for (const question of attempt.questions) seen.add(question.id);
      draws.push(attempt.questions.map((question) => question.id).join());
      await submit(token, course.id, attempt, []);
    }

    expect(new Set(draws).size).toBe(QUIZ_ATTEMPTS_PER_ROUND);
    expect(seen.size).toBeGreaterThan(QUIZ_QUESTION_COUNT);
  });

  it('hands the open attempt out again on a reload, without counting it twice', async () => {
    const { course, token } = await prepareTrainee();

    const first = await startAttempt(api, token, course.id);
    const again = await startAttempt(api, token, course.id);

    expect(again).toEqual(first);
  });

  it('replaces an open attempt without counting it when the owner replaced the quiz', async () => {
    const { owner, course, token } = await prepareTrainee();
    const first = await startAttempt(api, token, course.id);
    await saveQuiz({ owner: principalAs(owner, 'owner'), courseId: course.id, fields: buildQuizBody() });

    const second = await startAttempt(api, token, course.id);
    const stale = await submit(token, course.id, first, []);

    expect(second.attempt).not.toBe(first.attempt);
    expect(second.attempts_left).toBe(first.attempts_left);
    expect(stale.status).toBe(404);
  });

  it('no longer trains the trainee on the bank through the course page', async () => {
    const { course, token } = await prepareTrainee();

    const answer = await api.get<{ quiz: unknown; has_quiz: boolean }>(`/api/courses/${course.id}/`, token);

    expect(answer.body).toMatchObject({ quiz: null, has_quiz: true });
  });
});

describe('POST /api/progress-list-create/: the attempt graded', () => {
  it('grades all correct answers 100 % and records a completed attempt', async () => {
    const { employee, course, token, firm, company } = await prepareTrainee();
    const attempt = await startAttempt(api, token, course.id);
    const answers = await answersFor(attempt);

    const answer = await submit(token, course.id, attempt, answers);

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: answer.body.id, course: course.id, quiz_score: 100, completed: true });
    const [stored] = await listQuizResults(employee.id, 5);
    expect(stored).toMatchObject({
      id: answer.body.id,
      firm_id: firm.id,
      company_id: company.id,
      course_title: 'Instruire periodică SSM',
      quiz_score: 100,
      completed: true,
    });
    // The record keeps the bank's answer ids, so it reads the same whatever the attempt showed.
    const bank = (await getCourseWithQuiz(course.id))?.quiz?.questions ?? [];
    expect(stored?.answers).toEqual(
      attempt.questions.map((question) => ({
        question: question.id,
        answer: bank.find((stored) => stored.id === question.id)?.correct_answer_id,
      })),
    );
    expect(await getLastCompletionDate(company.id, 'periodica')).toBe(stored?.completed_at);
  });

  it('answers a failed attempt with its score only, and counts unanswered questions as wrong', async () => {
    const { employee, course, token } = await prepareTrainee();

    const answer = await takeQuiz(api, token, course.id, (index) =>
      index === 0 ? null : index === 4 ? 'wrong' : 'correct',
    );

    expect(answer.body).toEqual({
      id: expect.any(String),
      course: course.id,
      quiz_score: 80,
      completed: false,
    });
    const [stored] = await listQuizResults(employee.id, 5);
    expect(stored).toMatchObject({ quiz_score: 80, completed: false, completed_at: null });
  });

  it('refuses an answer for a question not handed out in the attempt, and records nothing', async () => {
    const { employee, course, token } = await prepareTrainee({ bankSize: 20 });
    const attempt = await startAttempt(api, token, course.id);
    const bank = (await getCourseWithQuiz(course.id))?.quiz?.questions ?? [];
    const notHandedOut = bank.find(
      (question) => !attempt.questions.some((shown) => shown.id === question.id),
    );
    const answers = await answersFor(attempt);

    const answer = await submit(token, course.id, attempt, [
      ...answers.slice(1),
      { question: notHandedOut?.id, answer: notHandedOut?.correct_answer_id },
    ]);

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(texts.quizTaking.attemptForeignQuestion);
    expect(await listQuizResults(employee.id, 5)).toEqual([]);
  });

  it("refuses the bank's own answer ids, an answer of another question and a question answered twice", async () => {
    const { employee, course, token } = await prepareTrainee();
    const attempt = await startAttempt(api, token, course.id);
    const bank = (await getCourseWithQuiz(course.id))?.quiz?.questions ?? [];
    const [first, second] = attempt.questions as [
      HandedOutAttempt['questions'][0],
      HandedOutAttempt['questions'][0],
    ];
    const stored = bank.find((question) => question.id === first.id);

    const bankIds = await submit(token, course.id, attempt, [
      { question: first.id, answer: stored?.correct_answer_id },
    ]);
    const swapped = await submit(token, course.id, attempt, [
      { question: first.id, answer: second.answers[0]?.id },
    ]);
    const twice = await submit(token, course.id, attempt, [
      { question: first.id, answer: first.answers[0]?.id },
      { question: first.id, answer: first.answers[1]?.id },
    ]);

    expect([bankIds.status, swapped.status, twice.status]).toEqual([400, 400, 400]);
    expect(bankIds.body.detail).toBe(texts.quizTaking.foreignAnswers);
    expect(swapped.body.detail).toBe(texts.quizTaking.foreignAnswers);
    expect(twice.body.detail).toBe(texts.quizTaking.duplicateAnswers);
    expect(await listQuizResults(employee.id, 5)).toEqual([]);
  });

  it('refuses a finished attempt, an expired one and one never handed out, recording nothing more', async () => {
    const { employee, course, token } = await prepareTrainee();
    setClock();
    const attempt = await startAttempt(api, token, course.id);
    const answers = await answersFor(attempt, () => 'wrong');
    await submit(token, course.id, attempt, answers);

    const finished = await submit(token, course.id, attempt, answers);
    const unknown = await submit(token, course.id, { ...attempt, attempt: newId() }, answers);
    const next = await startAttempt(api, token, course.id);
    advanceClock(QUIZ_ATTEMPT_MINUTES + 1);
    const expired = await submit(token, course.id, next, await answersFor(next));

    expect([finished.status, unknown.status, expired.status]).toEqual([409, 404, 409]);
    expect(finished.body.detail).toBe(texts.quizTaking.attemptFinished);
    expect(unknown.body.detail).toBe(texts.quizTaking.attemptUnknown);
    expect(expired.body.detail).toBe(texts.quizTaking.attemptExpired);
    expect(await listQuizResults(employee.id, 5)).toHaveLength(1);
  });

  it("refuses another trainee's attempt, even a colleague's at the same course", async () => {
    const { admin, course, token } = await prepareTrainee();
    const attempt = await startAttempt(api, token, course.id);

    const answer = await submit(await tokenFor(admin), course.id, attempt, await answersFor(attempt));

    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe(texts.quizTaking.attemptUnknown);
    expect(await listQuizResults(admin.id, 5)).toEqual([]);
  });

  it('never completes a record from a claimed score without answers', async () => {
    const { employee, course, token } = await prepareTrainee();

    const answer = await api.post<ErrorAnswer>(
      '/api/progress-list-create/',
      { course: course.id, quiz_score: 100, completed: true },
      token,
    );

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      answers: [texts.api.required],
      attempt: [texts.api.required],
    });
    expect(await listQuizResults(employee.id, 5)).toEqual([]);
  });
});

describe('attempt rounds, the cool-down and the owner lifting it', () => {
  it(`gives ${QUIZ_ATTEMPTS_PER_ROUND} attempts, then waits ${QUIZ_COOLDOWN_MINUTES} minutes, and the owner can lift the wait`, async () => {
    const { owner, employee, course, token } = await prepareTrainee();
    const start = setClock();
    for (let attempt = 0; attempt < QUIZ_ATTEMPTS_PER_ROUND; attempt += 1) {
      expect((await takeQuiz(api, token, course.id, () => 'wrong')).body.completed).toBe(false);
      advanceClock(1);
    }

    const refused = await api.post<ErrorAnswer>('/api/quiz-attempts/', { course: course.id }, token);
    expect(refused.status).toBe(429);
    const cooldownEnd = later(start, 2 + QUIZ_COOLDOWN_MINUTES);
    expect(refused.body.detail).toBe(
      texts.quizTaking.coolingDown(formatRomanianDateTime(cooldownEnd.toISOString())),
    );
    advanceClock(QUIZ_COOLDOWN_MINUTES - 10);
    expect((await api.post('/api/quiz-attempts/', { course: course.id }, token)).status).toBe(429);

    const ownerToken = await tokenFor(owner);
    const seen = await api.get<AttemptSummary[]>(`/api/courses/${course.id}/quiz-attempts/`, ownerToken);
    expect(seen.body).toEqual([
      {
        user_id: employee.id,
        user_name: `${employee.last_name} ${employee.first_name}`,
        attempt_count: 3,
        last_score: 0,
        last_attempt_at: later(start, 2).toISOString(),
        cooldown_until: cooldownEnd.toISOString(),
        passed_at: null,
      },
    ]);

    const lifted = await api.post<AttemptSummary>(
      `/api/courses/${course.id}/quiz-attempts/lift/`,
      { user_id: employee.id },
      ownerToken,
    );
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({ attempt_count: 3, cooldown_until: null });
    const afterLift = await startAttempt(api, token, course.id);
    expect(afterLift.attempts_left).toBe(QUIZ_ATTEMPTS_PER_ROUND - 1);
  });

  it('opens the next round by itself once the cool-down is over', async () => {
    const { course, token } = await prepareTrainee();
    setClock();
    for (let attempt = 0; attempt < QUIZ_ATTEMPTS_PER_ROUND; attempt += 1) {
      await takeQuiz(api, token, course.id, () => 'wrong');
    }

    advanceClock(QUIZ_COOLDOWN_MINUTES);
    const next = await takeQuiz(api, token, course.id);

    expect(next.body).toMatchObject({ quiz_score: 100, completed: true });
  });

  it('counts an attempt left unsubmitted: its expiry starts the cool-down', async () => {
    const { course, token } = await prepareTrainee();
    setClock();
    await takeQuiz(api, token, course.id, () => 'wrong');
    await takeQuiz(api, token, course.id, () => 'wrong');
    await startAttempt(api, token, course.id);

    advanceClock(QUIZ_ATTEMPT_MINUTES + 1);
    const refused = await api.post<ErrorAnswer>('/api/quiz-attempts/', { course: course.id }, token);
    advanceClock(QUIZ_COOLDOWN_MINUTES);
    const allowed = await api.post('/api/quiz-attempts/', { course: course.id }, token);

    expect([refused.status, allowed.status]).toEqual([429, 201]);
  });

  it('lifts nothing for someone who never tried, and nothing for another firm', async () => {
    const { owner, employee, course, token } = await prepareTrainee();
    const other = await buildTenant();
    const ownerToken = await tokenFor(owner);

    const never = await api.post<ErrorAnswer>(
      `/api/courses/${course.id}/quiz-attempts/lift/`,
      { user_id: employee.id },
      ownerToken,
    );
    await takeQuiz(api, token, course.id, () => 'wrong');
    const foreign = await api.post(
      `/api/courses/${course.id}/quiz-attempts/lift/`,
      { user_id: employee.id },
      await tokenFor(other.owner),
    );

    expect([never.status, foreign.status]).toEqual([404, 404]);
  });
});

describe('a passed course is not retaken', () => {
  it('answers 409 saying the record waits for the signature, and records nothing', async () => {
    const { employee, course, token } = await prepareTrainee();
    await takeQuiz(api, token, course.id);

    const again = await api.post<ErrorAnswer>('/api/quiz-attempts/', { course: course.id }, token);

    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(texts.quizTaking.alreadyPassed);
    expect(await listQuizResults(employee.id, 5)).toHaveLength(1);
  });
});

describe('a passed course assigned again: the next periodic training', () => {
  it('refuses while no newer assignment exists, then opens a fresh round that passes into a second record', async () => {
    const { employee, owner, company, course, token } = await prepareTrainee();
    const start = setClock();
    const first = await takeQuiz(api, token, course.id);
    await signAsTrainee(api, employee, (first.body as Graded).id);
    const refused = await api.post<ErrorAnswer>('/api/quiz-attempts/', { course: course.id }, token);
    // Half a year on: a token of that day, and the owner allocates the next periodic training.
    vi.setSystemTime(later(start, 60 * 24 * 180));
    const laterToken = await tokenFor(employee);
    await assign(owner, course.id, { companyId: company.id, userId: employee.id });

    const second = await takeQuiz(api, laterToken, course.id);
    const afterSecond = await api.post<ErrorAnswer>('/api/quiz-attempts/', { course: course.id }, laterToken);

    expect([refused.status, refused.body.detail]).toEqual([409, texts.quizTaking.passedUntilReassigned]);
    expect(second.status).toBe(201);
    expect((second.body as Graded).completed).toBe(true);
    const records = await listQuizResults(employee.id, 5);
    expect(records.filter((record) => record.completed)).toHaveLength(2);
    expect([afterSecond.status, afterSecond.body.detail]).toEqual([409, texts.quizTaking.alreadyPassed]);
  });

  it('gives the new round all its attempts, even inside the last round’s pause', async () => {
    const { employee, owner, company, course, token } = await prepareTrainee();
    const start = setClock();
    for (let attempt = 1; attempt < QUIZ_ATTEMPTS_PER_ROUND; attempt += 1) {
      await takeQuiz(api, token, course.id, () => 'wrong');
    }
    const passed = await takeQuiz(api, token, course.id);
    await signAsTrainee(api, employee, (passed.body as Graded).id);
    vi.setSystemTime(later(start, 10));
    await assign(owner, course.id, { companyId: company.id, userId: employee.id });

    const results: number[] = [];
    for (let attempt = 0; attempt < QUIZ_ATTEMPTS_PER_ROUND; attempt += 1) {
      results.push((await takeQuiz(api, token, course.id, () => 'wrong')).status);
    }

    expect(results).toEqual(Array.from({ length: QUIZ_ATTEMPTS_PER_ROUND }, () => 201));
  });
});

describe('a blind trainee, changing one answer at a time and reading the score', () => {
  it(`does not reach a pass within the ${QUIZ_ATTEMPTS_PER_ROUND} attempts of a round`, async () => {
    const { employee, course, token } = await prepareTrainee({ bankSize: 20 });
    setClock();
    // The attack: keep every answer, change one, keep the change if the score went up. Answers
    // are remembered by their text, the only thing stable from one attempt to the next.
    const chosenText = new Map<string, string>();
    let lastScore = -1;
    let probe: { question: string; text: string } | null = null;
    const results: Graded[] = [];
    for (;;) {
      const started = await api.post<HandedOutAttempt & ErrorAnswer>(
        '/api/quiz-attempts/',
        { course: course.id },
        token,
      );
      if (started.status !== 201) {
        expect(started.status).toBe(429);
        break;
      }
      const attempt = started.body;
      const unexplored = attempt.questions.find((question) => !chosenText.has(`${question.id}:3`));
      const answers = attempt.questions.map((question) => {
        const text = chosenText.get(question.id) ?? question.answers[0]?.text;
        return {
          question: question.id,
          answer: question.answers.find((answer) => answer.text === text)?.id ?? null,
        };
      });
      if (unexplored) {
        const tried = [0, 1, 2, 3].find((index) => !chosenText.has(`${unexplored.id}:${index}`)) ?? 0;
        chosenText.set(`${unexplored.id}:${tried}`, 'tried');
        const text = unexplored.answers[tried]?.text ?? '';
        probe = { question: unexplored.id, text };
        const entry = answers.find((answer) => answer.question === unexplored.id);
        if (entry) entry.answer = unexplored.answers[tried]?.id ?? null;
      }
      const graded = await submit(token, course.id, attempt, answers);
      results.push(graded.body);
      if (graded.body.completed) break;
      if (probe && graded.body.quiz_score > lastScore) chosenText.set(probe.question, probe.text);
      lastScore = graded.body.quiz_score;
      advanceClock(1);
    }

    expect(results).toHaveLength(QUIZ_ATTEMPTS_PER_ROUND);
    expect(results.some((result) => result.completed)).toBe(false);
    expect((await listQuizResults(employee.id, 10)).some((record) => record.completed)).toBe(false);
  });
});
