import { createHash } from 'node:crypto';
import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { getCourseWithQuiz } from '../../src/courses/data/courses';
import { getCourseFiles } from '../../src/platform/storage';
import { getTrainingRecord } from '../../src/records/data/records';
import { buildTenant, tokenFor } from '../support/builders';
import {
  answersFor,
  assign,
  buildCourse,
  buildPdf,
  buildQuizBody,
  startAttempt,
  takeQuiz,
  uploadCourseFile,
} from '../support/course-builders';
import { massSign, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { runPdftotext } from '../support/pdf-tools';

const api = useTestGateway();

type CourseAnswer = {
  id: string;
  title: string;
  description: string;
  category: string;
  duration: number;
  min_study_minutes: number;
  file: string;
};
type ErrorAnswer = { detail: string; errors?: Record<string, string[]> };

function sha256(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

function patchCourse<T = CourseAnswer>(courseId: string, body: unknown, token: string) {
  return api.request<T>('PATCH', `/api/courses/${courseId}/`, { body, token });
}

async function download(url: string): Promise<Uint8Array> {
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

async function signedRecordBytes(recordId: string, caller: UserRecord): Promise<Uint8Array> {
  const link = await api.get<{ url: string }>(`/api/documents/${recordId}/pdf/`, await tokenFor(caller));
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  return download(link.body.url);
}

async function replacePdf(owner: UserRecord, courseId: string, content: Uint8Array) {
  const token = await tokenFor(owner);
  const { signed } = await uploadCourseFile(api, token, content);
  return patchCourse(courseId, { upload_id: signed.upload_id }, token);
}

/** The trainee passes the course's quiz and everyone signs: the id of the signed record. */
async function signedRecordOf(trainee: UserRecord, courseId: string, signers: UserRecord[]) {
  const passed = await takeQuiz(api, await tokenFor(trainee), courseId);
  expect(passed.body.completed).toBe(true);
  await signAsTrainee(api, trainee, passed.body.id);
  for (const signer of signers) await massSign(api, signer, [passed.body.id]);
  return passed.body.id;
}

describe('PATCH /api/courses/{id}/', () => {
  it("changes the course's texts, category, duration and minimum study, and nothing else", async () => {
    const { owner } = await buildTenant();
    const course = await buildCourse(owner);
    const before = await getCourseWithQuiz(course.id);

    const answer = await patchCourse(
      course.id,
      {
        title: '  Instruire la locul de muncă – depozit  ',
        description: 'Stivuirea paleților și circulația în depozit.',
        category: 'PSI-SU',
        duration: 100,
        min_study_minutes: 20,
        min_study_reason: 'Materialul se parcurge în sală.',
      },
      await tokenFor(owner),
    );

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      id: course.id,
      title: 'Instruire la locul de muncă – depozit',
      category: 'PSI-SU',
      duration: 100,
      min_study_minutes: 20,
      min_study_reason: 'Materialul se parcurge în sală.',
    });
    const after = await getCourseWithQuiz(course.id);
    expect(after?.course).toEqual({
      ...before?.course,
      title: 'Instruire la locul de muncă – depozit',
      description: 'Stivuirea paleților și circulația în depozit.',
      category: 'PSI-SU',
      duration_minutes: 100,
      min_study_minutes: 20,
      min_study_reason: 'Materialul se parcurge în sală.',
    });
    expect(after?.quiz).toEqual(before?.quiz);
  });

  it('refuses in Romanian what it cannot take, and changes nothing', async () => {
    const { owner } = await buildTenant();
    const token = await tokenFor(owner);
    const course = await buildCourse(owner, { minStudyMinutes: 70 });
    const before = await getCourseWithQuiz(course.id);
    const notPdf = await uploadCourseFile(api, token, new TextEncoder().encode('nu este un PDF'));

    const refusals: [unknown, string][] = [
      [{}, texts.courseEdit.nothingToChange],
      [{ title: '   ' }, texts.courseForm.allRequired],
      [{ duration: 0 }, texts.courseForm.invalidDuration],
      // The stored minimum (70) above the new duration, and a minimum above the stored duration (90).
      [{ duration: 60 }, texts.courseForm.invalidMinStudy],
      [{ min_study_minutes: 91 }, texts.courseForm.invalidMinStudy],
      [{ category: 'ISU' }, texts.courseForm.invalidCategory],
      [{ upload_id: '01JB0000000000000000000000' }, texts.courseForm.uploadMissing],
      [{ title: 'Titlu nou', upload_id: notPdf.signed.upload_id }, texts.courseForm.notPdf],
    ];
    for (const [body, detail] of refusals) {
      const answer = await patchCourse<ErrorAnswer>(course.id, body, token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail, JSON.stringify(body)).toBe(detail);
    }
    expect(await getCourseWithQuiz(course.id)).toEqual(before);
  });

  it('answers 404 for a course of another firm, which stays as it was', async () => {
    const ours = await buildTenant();
    const theirs = await buildTenant();
    const course = await buildCourse(theirs.owner);
    const before = await getCourseWithQuiz(course.id);

    const answer = await patchCourse<ErrorAnswer>(
      course.id,
      { title: 'Preluat' },
      await tokenFor(ours.owner),
    );

    expect(answer.status).toBe(404);
    expect(await getCourseWithQuiz(course.id)).toEqual(before);
  });
});

describe("a new version of the course's PDF", () => {
  it('leaves a record signed on the old version as it was, naming the version it was signed on', async () => {
    const { owner, admin, employee, company } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });
    const firstVersion = (await getCourseWithQuiz(course.id))!.course;
    const firstBytes = (await getCourseFiles().read(firstVersion.file_key)).body;
    const recordId = await signedRecordOf(employee, course.id, [admin, owner]);
    const signedBefore = await getTrainingRecord(recordId, { consistent: true });
    const recordBefore = await signedRecordBytes(recordId, employee);

    const secondBytes = await buildPdf('Instruire SSM – ediția a doua');
    const replaced = await replacePdf(owner, course.id, secondBytes);

    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    // The course now teaches the new version.
    expect(await download(replaced.body.file)).toEqual(secondBytes);
    // The signed record: the same content, hashes and PDF bytes, naming the first version.
    const signedAfter = await getTrainingRecord(recordId, { consistent: true });
    expect(signedAfter).toEqual(signedBefore);
    expect(signedAfter?.content.course.file_sha256).toBe(sha256(firstBytes));
    const recordAfter = await signedRecordBytes(recordId, employee);
    expect(sha256(recordAfter)).toBe(sha256(recordBefore));
    const printed = (await runPdftotext(recordAfter, { layout: false })).replace(/\s+/g, ' ');
    expect(printed).toContain(`Amprenta materialului (SHA-256): ${sha256(firstBytes)}`);
    // The version the record names is still stored, byte for byte.
    expect((await getCourseFiles().read(firstVersion.file_key)).body).toEqual(firstBytes);
    const verified = await api.get<{ valid: boolean }>(
      `/api/verify-signature/?hash=${signedAfter?.document_hash}`,
    );
    expect(verified.body.valid).toBe(true);
  });

  it('is the version a trainee who passes afterwards is recorded on, even one who opened the old one', async () => {
    const { owner, employee: trainee, company } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });
    const opened = await api.get<CourseAnswer>(`/api/courses/${course.id}/`, await tokenFor(trainee));
    expect(opened.status).toBe(200);

    const secondBytes = await buildPdf('Instruire SSM – ediția a treia');
    expect((await replacePdf(owner, course.id, secondBytes)).status).toBe(200);
    const passed = await takeQuiz(api, await tokenFor(trainee), course.id);

    const record = await getTrainingRecord(passed.body.id, { consistent: true });
    expect(record?.content.course.file_sha256).toBe(sha256(secondBytes));
  });
});

describe("the quiz saved again after the course's creation", () => {
  it('replaces the bank: an attempt handed out on the old one is refused in Romanian, a new one draws from the new', async () => {
    const { owner, employee, company } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });
    const token = await tokenFor(employee);
    const old = await startAttempt(api, token, course.id);
    const oldAnswers = await answersFor(old);

    const saved = await api.post(
      `/api/courses/${course.id}/quiz/`,
      buildQuizBody(() => 1),
      await tokenFor(owner),
    );
    expect(saved.status).toBe(200);
    const submitted = await api.post<ErrorAnswer>(
      '/api/progress-list-create/',
      { course: course.id, attempt: old.attempt, answers: oldAnswers },
      token,
    );

    expect(submitted.status).toBe(409);
    expect(submitted.body.detail).toBe(texts.quizTaking.quizReplaced);
    const fresh = await startAttempt(api, token, course.id);
    expect(fresh.attempt).not.toBe(old.attempt);
    const passed = await api.post<{ completed: boolean }>(
      '/api/progress-list-create/',
      { course: course.id, attempt: fresh.attempt, answers: await answersFor(fresh) },
      token,
    );
    expect(passed.body.completed).toBe(true);
  });
});
