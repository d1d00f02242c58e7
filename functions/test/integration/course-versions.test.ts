import { createHash } from 'node:crypto';
import { QUIZ_QUESTION_COUNT, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { getCourseWithQuiz } from '../../src/courses/data/courses';
import { buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import {
  answersFor,
  assign,
  buildCourse,
  buildCourseVersion,
  buildPdf,
  buildQuizBody,
  buildVersionQuizBody,
  startAttempt,
  uploadCourseFile,
} from '../support/course-builders';
import { massSign, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { runPdftotext } from '../support/pdf-tools';

/*
 * A course's versions in other languages (docs/product.md, training in the worker's language):
 * the owner adds a translated PDF and quiz, a worker opens the version in their language, passes
 * the translated quiz graded against the Romanian answers, and the record names the language and
 * the version's fingerprint.
 */

const api = useTestGateway();

type Version = { language: string; title: string; file_sha256: string; has_quiz: boolean };
type CourseAnswer = {
  id: string;
  title: string;
  file: string;
  language: string;
  missing_language: string | null;
  versions: Version[];
};
type ErrorAnswer = { detail: string };

function sha256(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

async function download(url: string): Promise<Uint8Array> {
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

function putVersion(courseId: string, language: string, body: unknown, token: string) {
  return api.request<Version & ErrorAnswer>('PUT', `/api/courses/${courseId}/versions/${language}/`, {
    body,
    token,
  });
}

function putVersionQuiz(courseId: string, language: string, body: unknown, token: string) {
  return api.request<Version & ErrorAnswer>('PUT', `/api/courses/${courseId}/versions/${language}/quiz/`, {
    body,
    token,
  });
}

async function workerIn(language: string | undefined, tenant: Awaited<ReturnType<typeof buildTenant>>) {
  return buildUser(
    { role: 'employee', firmId: tenant.firm.id, companyId: tenant.company.id },
    language ? { language: language as UserRecord['language'] } : {},
  );
}

describe('course versions in other languages', () => {
  it('an owner adds an English PDF and quiz, each version with its own fingerprint', async () => {
    const { owner } = await buildTenant();
    const token = await tokenFor(owner);
    const course = await buildCourse(owner);
    const englishPdf = await buildPdf('Occupational safety training');
    const { signed } = await uploadCourseFile(api, token, englishPdf);

    const added = await putVersion(
      course.id,
      'en',
      { title: 'Safety at work', upload_id: signed.upload_id },
      token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({
      language: 'en',
      title: 'Safety at work',
      file_sha256: sha256(englishPdf),
    });
    expect(added.body.has_quiz).toBe(false);

    const translated = await putVersionQuiz(course.id, 'en', buildVersionQuizBody(), token);
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    expect(translated.body.has_quiz).toBe(true);

    const detail = await api.get<CourseAnswer>(`/api/courses/${course.id}/`, token);
    const stored = await getCourseWithQuiz(course.id);
    expect(detail.body.versions.map((version) => [version.language, version.file_sha256])).toEqual([
      ['ro', stored?.course.file_sha256],
      ['en', sha256(englishPdf)],
    ]);
  });

  it('refuses in Romanian what it cannot take, and changes nothing', async () => {
    const { owner } = await buildTenant();
    const token = await tokenFor(owner);
    const course = await buildCourse(owner);
    const noQuiz = await buildCourse(owner, { withQuiz: false });
    await buildCourseVersion(owner, noQuiz.id, { withQuiz: false });
    const before = await getCourseWithQuiz(course.id);

    const refusals: [Promise<{ status: number; body: ErrorAnswer }>, number, string][] = [
      [putVersion(course.id, 'en', { title: 'Safety' }, token), 400, texts.courseVersions.fileRequired],
      [
        putVersion(course.id, 'ro', { title: 'Siguranță' }, token),
        400,
        texts.courseVersions.notAVersionLanguage,
      ],
      [
        putVersion(course.id, 'fr', { title: 'Sécurité' }, token),
        400,
        texts.courseVersions.notAVersionLanguage,
      ],
      [putVersion(course.id, 'en', { title: '  ' }, token), 400, texts.courseVersions.titleRequired],
      [
        putVersionQuiz(course.id, 'en', buildVersionQuizBody(), token),
        404,
        texts.courseVersions.versionMissing,
      ],
      [
        putVersionQuiz(noQuiz.id, 'en', buildVersionQuizBody(), token),
        409,
        texts.courseVersions.noQuizToTranslate,
      ],
    ];
    for (const [request, status, detail] of refusals) {
      const answer = await request;
      expect(answer.status, detail).toBe(status);
      expect(answer.body.detail).toBe(detail);
    }
    await buildCourseVersion(owner, course.id, { withQuiz: false });
    const withVersion = await getCourseWithQuiz(course.id);
    // The translation must mirror the bank: one question short is refused.
    const short = await putVersionQuiz(course.id, 'en', buildVersionQuizBody(QUIZ_QUESTION_COUNT - 1), token);
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe(texts.courseVersions.quizMismatch(QUIZ_QUESTION_COUNT));
    expect(await getCourseWithQuiz(course.id)).toEqual(withVersion);
    expect(withVersion?.quiz).toEqual(before?.quiz);
  });

  it('an English-speaking worker studies the English PDF, passes the English quiz, and the record says so', async () => {
    const tenant = await buildTenant();
    const { owner, admin } = tenant;
    const worker = await workerIn('en', tenant);
    const token = await tokenFor(worker);
    const course = await buildCourse(owner);
    const englishPdf = await buildPdf('Occupational safety training, English');
    const version = await buildCourseVersion(owner, course.id, { title: 'Safety at work', pdf: englishPdf });
    await assign(owner, course.id, { companyId: tenant.company.id, userId: worker.id });

    const listed = await api.get<{ id: string; title: string }[]>('/api/courses/', token);
    expect(listed.body.find((item) => item.id === course.id)?.title).toBe('Safety at work');
    const opened = await api.get<CourseAnswer>(`/api/courses/${course.id}/`, token);
    expect(opened.body).toMatchObject({ title: 'Safety at work', language: 'en', missing_language: null });
    expect(sha256(await download(opened.body.file))).toBe(sha256(englishPdf));
    expect(opened.body.versions.map((offered) => offered.language)).toEqual(['ro', 'en']);
    // The Romanian version is offered too.
    const romanian = await api.get<CourseAnswer>(`/api/courses/${course.id}/?language=ro`, token);
    expect(romanian.body.language).toBe('ro');

    const attempt = await startAttempt(api, token, course.id);
    expect(attempt.language).toBe('en');
    expect(attempt.course_title).toBe('Safety at work');
    expect(attempt.questions.every((question) => question.text.startsWith('Question '))).toBe(true);
    const passed = await api.post<{ id: string; completed: boolean }>(
      '/api/progress-list-create/',
      { course: course.id, attempt: attempt.attempt, answers: await answersFor(attempt) },
      token,
    );
    expect(passed.body.completed).toBe(true);
    await signAsTrainee(api, worker, passed.body.id);
    await massSign(api, admin, [passed.body.id]);
    await massSign(api, owner, [passed.body.id]);

    const link = await api.get<{ url: string }>(
      `/api/documents/${passed.body.id}/pdf/`,
      await tokenFor(owner),
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const text = await runPdftotext(await download(link.body.url));
    const joined = text.replace(/\s+/g, '');
    expect(text).toContain('Limba instruirii: engleză');
    expect(text).toContain('Versiunea studiată: Safety at work');
    expect(joined).toContain(version.file_sha256);
    expect(joined).toContain((await getCourseWithQuiz(course.id))?.course.file_sha256);
    expect(text).toContain('afișat în engleză și în română');
  });

  it('a language the course lacks falls back to Romanian and says which', async () => {
    const tenant = await buildTenant();
    const worker = await workerIn('vi', tenant);
    const token = await tokenFor(worker);
    const course = await buildCourse(tenant.owner);
    await buildCourseVersion(tenant.owner, course.id);
    await assign(tenant.owner, course.id, { companyId: tenant.company.id, userId: worker.id });

    const listed = await api.get<{ id: string; title: string }[]>('/api/courses/', token);
    expect(listed.body.find((item) => item.id === course.id)?.title).toBe(course.title);
    const opened = await api.get<CourseAnswer>(`/api/courses/${course.id}/`, token);
    expect(opened.body).toMatchObject({ title: course.title, language: 'ro', missing_language: 'vi' });
    const attempt = await startAttempt(api, token, course.id);
    expect(attempt.language).toBe('ro');
    expect(attempt.questions.every((question) => question.text.startsWith('Întrebarea '))).toBe(true);
  });

  it('a quiz saved after its translation is shown in Romanian until translated again', async () => {
    const tenant = await buildTenant();
    const worker = await workerIn('en', tenant);
    const course = await buildCourse(tenant.owner);
    await buildCourseVersion(tenant.owner, course.id);
    await assign(tenant.owner, course.id, { companyId: tenant.company.id, userId: worker.id });
    const ownerToken = await tokenFor(tenant.owner);
    await api.post(`/api/courses/${course.id}/quiz/`, buildQuizBody(), ownerToken);

    const detail = await api.get<CourseAnswer>(`/api/courses/${course.id}/`, ownerToken);
    expect(detail.body.versions.find((version) => version.language === 'en')?.has_quiz).toBe(false);
    const attempt = await startAttempt(api, await tokenFor(worker), course.id);
    expect(attempt).toMatchObject({ language: 'ro', course_title: 'Occupational safety and health' });
  });

  it('removing a version leaves the Romanian course', async () => {
    const { owner } = await buildTenant();
    const token = await tokenFor(owner);
    const course = await buildCourse(owner);
    await buildCourseVersion(owner, course.id);
    const removed = await api.request('DELETE', `/api/courses/${course.id}/versions/en/`, { token });
    expect(removed.status).toBe(200);
    expect((await getCourseWithQuiz(course.id))?.versions).toEqual([]);
  });

  it('the import and the edit set the language of instruction', async () => {
    const tenant = await buildTenant();
    const token = await tokenFor(tenant.owner);
    const names = [uniqueName('en'), uniqueName('ne'), uniqueName('ro')];
    const csv = [
      'Nume utilizator;Prenume;Nume;Limba instruirii',
      `${names[0]};Ana;Marin;engleză`,
      `${names[1]};Ram;Thapa;Nepali`,
      `${names[2]};Ion;Pop;`,
    ].join('\r\n');
    const form = new FormData();
    form.set('company', tenant.company.id);
    form.set('file', new Blob([csv]), 'angajati.csv');
    const imported = await fetch(`${api.url()}/api/users/import/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await imported.json()) as { created: { username: string; language: string }[] };
    expect(imported.status, JSON.stringify(body)).toBe(201);
    expect(body.created.map((person) => [person.username, person.language])).toEqual([
      [names[0], 'en'],
      [names[1], 'ne'],
      [names[2], 'ro'],
    ]);
  });
});
