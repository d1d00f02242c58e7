import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getCourseWithQuiz } from '../../src/courses/data/courses';
import { getTrainingRecord } from '../../src/records/data/records';
import { describeStudy } from '../../src/records/domain/record-texts';
import { buildTenant, tokenFor } from '../support/builders';
import {
  assign,
  buildCourse,
  buildPdf,
  SAMPLE_MIN_STUDY_REASON,
  takeQuiz,
  toMultipart,
} from '../support/course-builders';
import { buildDocument, massSign, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

/*
 * No training the law does not recognise (docs/domain.md, Training duration): a course of a phase
 * lasts at least an hour, asks by default half its duration of study, less only with a reason the
 * record prints, and a record whose study fell short is flagged to its counter-signers.
 */

const api = useTestGateway();

type CourseAnswer = {
  id: string;
  duration: number;
  min_study_minutes: number;
  min_study_reason: string | null;
};
type ErrorAnswer = { detail: string; errors?: Record<string, string[]> };
type PendingAnswer = { id: string; short_study: boolean }[];

const fields = {
  title: 'Instruire la locul de muncă: depozit',
  description: 'Riscurile specifice depozitului și măsurile de prevenire.',
  category: 'SSM',
  subcategory: 'loc_munca',
};

async function postCourse(token: string, form: Record<string, string>) {
  const multipart = await toMultipart(
    { ...fields, ...form },
    { name: 'curs.pdf', content: await buildPdf() },
  );
  return api.request<CourseAnswer & ErrorAnswer>('POST', '/api/courses/', { token, ...multipart });
}

function patchCourse(courseId: string, body: unknown, token: string) {
  return api.request<CourseAnswer & ErrorAnswer>('PATCH', `/api/courses/${courseId}/`, { body, token });
}

describe('the one-hour minimum of a training', () => {
  it.each([
    ['SSM', '30'],
    ['SSM', '45'],
    ['PSI-SU', '59'],
  ])(
    'refuses a %s course of %s minutes, citing the article, and stores nothing',
    async (category, duration) => {
      const { owner } = await buildTenant();

      const answer = await postCourse(await tokenFor(owner), { category, duration });

      expect(answer.status).toBe(400);
      expect(answer.body.detail).toBe(texts.courseForm.invalidDuration);
      expect(answer.body.detail).toContain('HG 1425/2006, art. 80¹');
      expect(answer.body.errors).toEqual({ duration: [texts.courseForm.invalidDuration] });
      const courses = await api.get<unknown[]>('/api/courses/', await tokenFor(owner));
      expect(courses.body).toEqual([]);
    },
  );

  it('refuses an edit that shortens a course below an hour, and keeps the course', async () => {
    const { owner } = await buildTenant();
    const course = await buildCourse(owner);
    const before = await getCourseWithQuiz(course.id);

    const answer = await patchCourse(course.id, { duration: 45 }, await tokenFor(owner));

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(texts.courseForm.invalidDuration);
    expect(await getCourseWithQuiz(course.id)).toEqual(before);
  });
});

describe('the minimum study time', () => {
  it('defaults to half the duration, rounded up, with no reason', async () => {
    const { owner } = await buildTenant();

    const answer = await postCourse(await tokenFor(owner), { duration: '75' });

    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ duration: 75, min_study_minutes: 38, min_study_reason: null });
  });

  it('is lowered only with a reason, which the course keeps', async () => {
    const { owner } = await buildTenant();
    const token = await tokenFor(owner);

    const refused = await postCourse(token, {
      duration: '60',
      min_study_minutes: '10',
      min_study_reason: '  ',
    });
    const accepted = await postCourse(token, {
      duration: '60',
      min_study_minutes: '10',
      min_study_reason: 'Materialul se discută în sală, cu formatorul.',
    });

    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      detail: texts.courseForm.minStudyReasonRequired(30),
      errors: { min_study_minutes: [texts.courseForm.minStudyReasonRequired(30)] },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body).toMatchObject({
      min_study_minutes: 10,
      min_study_reason: 'Materialul se discută în sală, cu formatorul.',
    });
  });

  it('drops a reason sent beside the standard minimum: it would explain nothing', async () => {
    const { owner } = await buildTenant();

    const answer = await postCourse(await tokenFor(owner), {
      duration: '60',
      min_study_minutes: '40',
      min_study_reason: 'Nu e nevoie de motiv.',
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ min_study_minutes: 40, min_study_reason: null });
  });

  it('on edit: a lower minimum or a longer course needs the reason, a standard one clears it', async () => {
    const { owner } = await buildTenant();
    const token = await tokenFor(owner);
    const course = await buildCourse(owner, { minStudyMinutes: 45 });

    const longer = await patchCourse(course.id, { duration: 120 }, token);
    const lowered = await patchCourse(course.id, { min_study_minutes: 5 }, token);
    const explained = await patchCourse(
      course.id,
      { min_study_minutes: 5, min_study_reason: 'Formatorul citește materialul cu grupa.' },
      token,
    );
    const restored = await patchCourse(course.id, { min_study_minutes: 45 }, token);

    expect(longer.status).toBe(400);
    expect(longer.body.detail).toBe(texts.courseForm.minStudyReasonRequired(60));
    expect(lowered.status).toBe(400);
    expect(lowered.body.detail).toBe(texts.courseForm.minStudyReasonRequired(45));
    expect(explained.status, JSON.stringify(explained.body)).toBe(200);
    expect(explained.body).toMatchObject({
      min_study_minutes: 5,
      min_study_reason: 'Formatorul citește materialul cu grupa.',
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ min_study_minutes: 45, min_study_reason: null });
    expect((await getCourseWithQuiz(course.id))?.course.min_study_reason).toBeNull();
  });

  it("prints on the record the minimum the course asked and the firm's reason for lowering it", async () => {
    const { owner, company, employee } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id, userId: employee.id });

    const passed = await takeQuiz(api, await tokenFor(employee), course.id);

    expect(passed.body.completed).toBe(true);
    const record = await getTrainingRecord(passed.body.id);
    expect(record?.content.study).toMatchObject({
      minimum_minutes: 0,
      minimum_reason: SAMPLE_MIN_STUDY_REASON,
    });
    expect(describeStudy(record!.content.study)).toBe(
      `materialul nu a fost deschis pe platformă; fără timp minim de studiu cerut (redus de firmă: ${SAMPLE_MIN_STUDY_REASON})`,
    );
  });
});

describe('the short-study flag of the counter-signing lists', () => {
  it('flags to the admin and the owner a record studied less than half its duration, and no other', async () => {
    const { owner, admin, employee } = await buildTenant();
    const unread = await buildDocument(employee);
    const studied = await buildDocument(employee, {
      study: {
        opened_at: '2026-11-20T08:00:00.000Z',
        studied_seconds: 60 * 60,
        pages_seen: 12,
        page_count: 12,
        minimum_minutes: 60,
        minimum_reason: null,
      },
    });
    await signAsTrainee(api, employee, unread.id);
    await signAsTrainee(api, employee, studied.id);

    const forAdmin = await api.get<PendingAnswer>('/api/documents/pending-admin', await tokenFor(admin));

    expect(forAdmin.status).toBe(200);
    const flags = Object.fromEntries(forAdmin.body.map((item) => [item.id, item.short_study]));
    expect(flags).toEqual({ [unread.id]: true, [studied.id]: false });
    await massSign(api, admin, [unread.id, studied.id]);
    const forOwner = await api.get<PendingAnswer>('/api/documents/pending-owner', await tokenFor(owner));
    expect(forOwner.status).toBe(200);
    expect(Object.fromEntries(forOwner.body.map((item) => [item.id, item.short_study]))).toEqual(flags);
  });
});
