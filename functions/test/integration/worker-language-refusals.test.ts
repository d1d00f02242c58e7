import { formatDateTimeIn, QUIZ_ATTEMPTS_PER_ROUND, SCREEN_TEXTS, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { buildTenant, buildUser, TEST_PASSWORD, tokenFor, uniqueName } from '../support/builders';
import { answersFor, assign, buildCourse, startAttempt, takeQuiz } from '../support/course-builders';
import { buildCodeUpload, buildDocument, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

/*
 * A worker reads the server's refusals in the language of their screens (docs/api.md, refusals in
 * the worker's language): the signed-in worker's own language, the login's from Accept-Language;
 * Romanian for everyone else and on the firm's routes.
 */

const api = useTestGateway();
const en = SCREEN_TEXTS.en!.refusals;

type Refusal = { detail: string; errors?: Record<string, string[]> };

async function workerSpeaking(language: UserRecord['language']) {
  const tenant = await buildTenant();
  const worker = await buildUser(
    { role: 'employee', firmId: tenant.firm.id, companyId: tenant.company.id },
    { language },
  );
  return { ...tenant, worker, token: await tokenFor(worker) };
}

describe('refusals in the worker language', () => {
  it('a test opened before the minimum study time: English for an English worker, Romanian otherwise', async () => {
    for (const [language, expected] of [
      ['en', en.studyMinimumNotReached(30 * 60)],
      ['ro', texts.study.minimumNotReached(texts.study.timeLeft(30 * 60))],
    ] as const) {
      const { owner, company, worker, token } = await workerSpeaking(language);
      const course = await buildCourse(owner, { minStudyMinutes: 30 });
      await assign(owner, course.id, { companyId: company.id, userId: worker.id });

      const refused = await api.post<Refusal>('/api/quiz-attempts/', { course: course.id }, token);

      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(expected);
    }
    expect(en.studyMinimumNotReached(30 * 60)).toContain('You still have 30 minutes to study.');
  });

  it('a wrong quiz submission and a second one of the same attempt, in each worker language', async () => {
    for (const [language, foreign, finished] of [
      ['en', en.quizForeignAnswers, en.quizAttemptFinished],
      ['ro', texts.quizTaking.foreignAnswers, texts.quizTaking.attemptFinished],
    ] as const) {
      const { owner, company, worker, token } = await workerSpeaking(language);
      const course = await buildCourse(owner);
      await assign(owner, course.id, { companyId: company.id, userId: worker.id });
      const attempt = await startAttempt(api, token, course.id);
      const answers = await answersFor(attempt);

      const wrong = await api.post<Refusal>(
        '/api/progress-list-create/',
        {
          course: course.id,
          attempt: attempt.attempt,
          answers: answers.map((answer, index) =>
            index === 0 ? { ...answer, answer: answers[1]?.answer ?? null } : answer,
          ),
        },
        token,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.detail).toBe(foreign);

      const submit = () =>
        api.post<Refusal>(
          '/api/progress-list-create/',
          { course: course.id, attempt: attempt.attempt, answers },
          token,
        );
      expect((await submit()).status).toBe(201);
      const again = await submit();
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe(finished);
    }
  });

  it('the pause after the failed attempts says when it ends, as English writes the moment', async () => {
    const { owner, company, worker, token } = await workerSpeaking('en');
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id, userId: worker.id });
    for (let attempt = 0; attempt < QUIZ_ATTEMPTS_PER_ROUND; attempt += 1) {
      expect((await takeQuiz(api, token, course.id, () => 'wrong')).status).toBe(201);
    }

    const paused = await api.post<Refusal>('/api/quiz-attempts/', { course: course.id }, token);

    expect(paused.status).toBe(429);
    const until = /after (.+)\.$/.exec(paused.body.detail)?.[1] ?? '';
    expect(paused.body.detail).toBe(en.quizCoolingDown(until));
    // en-GB writes 29/11/2026, 17:05:00 where Romanian writes 29.11.2026, 17:05:00.
    expect(until).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
    expect(formatDateTimeIn('en-GB', '2026-03-01T10:00:00Z')).toBe('01/03/2026, 12:00:00');
  });

  it('signing a record already signed: English for the English worker', async () => {
    const { worker } = await workerSpeaking('en');
    const record = await buildDocument(worker);
    await signAsTrainee(api, worker, record.id);

    const again = await api.post<Refusal>(
      '/api/signing-challenges/',
      { channel: 'consent-page', document_ids: [record.id] },
      await tokenFor(worker),
    );

    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect(again.body.detail).toBe(en.signingAlreadySigned);
  });

  it('a wrong e-mailed code: English for the English worker, with the tries left', async () => {
    for (const [language, expected] of [
      ['en', en.signingCodeWrong(4)],
      ['ro', texts.signing.codeWrong(4)],
    ] as const) {
      const { worker, token } = await workerSpeaking(language);
      const record = await buildDocument(worker);
      const upload = await buildCodeUpload(api, worker, record.id);
      const wrongCode = upload.code === '000000' ? '111111' : '000000';

      const refused = await api.post<Refusal>(
        '/api/signatures/upload/',
        { ...upload, code: wrongCode },
        token,
      );

      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe(expected);
    }
    expect(en.signingCodeWrong(4)).toBe('The code is not right. You have 4 more tries.');
  });

  it('a wrong old password on the profile: English detail and field message for the English worker', async () => {
    const { token } = await workerSpeaking('en');

    const refused = await api.post<Refusal>(
      '/api/change-password/',
      { old_password: 'Gresita-123', new_password: 'Trei cuvinte lungi 42' },
      token,
    );

    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      detail: en.wrongOldPassword,
      errors: { old_password: [en.wrongOldPassword] },
    });
  });

  it('the firm owner reads Romanian on the same route, whatever the browser asks', async () => {
    const { owner } = await buildTenant();

    const refused = await api.request<Refusal>('POST', '/api/change-password/', {
      body: { old_password: 'Gresita-123', new_password: 'Trei cuvinte lungi 42' },
      token: await tokenFor(owner),
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });

    expect(refused.body.detail).toBe(texts.api.wrongOldPassword);
  });

  it('a route of the firm answers an English worker in Romanian', async () => {
    const { token } = await workerSpeaking('en');

    const refused = await api.get<Refusal>(`/api/courses/${'0'.repeat(26)}/`, token);

    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe(texts.api.notFound);
  });

  it('the login speaks the language Accept-Language asks for, Romanian without it', async () => {
    const { worker } = await workerSpeaking('en');
    const login = (headers: Record<string, string>) =>
      api.request<Refusal>('POST', '/api/token/', {
        body: { username: worker.username, password: `${TEST_PASSWORD}x` },
        headers,
      });

    expect((await login({ 'accept-language': 'en-GB' })).body).toEqual({ detail: en.loginFailed });
    // Nepali has no screen texts yet: the next language asked for speaks.
    expect((await login({ 'accept-language': 'ne-NP, en;q=0.8, ro;q=0.5' })).body.detail).toBe(
      en.loginFailed,
    );
    expect((await login({ 'accept-language': 'ro-RO, en;q=0.9' })).body.detail).toBe(texts.login.failure);
    expect((await login({})).body.detail).toBe(texts.login.failure);
    const missing = await api.request<Refusal>('POST', '/api/token/', {
      body: { username: uniqueName('nimeni'), password: '' },
      headers: { 'accept-language': 'en' },
    });
    expect(missing.body.detail).toBe(en.passwordRequired);
  });
});
