import {
  formatRomanianDate,
  STUDY_REPORT_MAX_CREDIT_SECONDS,
  STUDY_REPORT_MIN_INTERVAL_SECONDS,
  texts,
} from '@ssm/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { getStudyEvidence } from '../../src/learning/data/study-evidence';
import { getTrainingRecord, type TrainingRecord } from '../../src/records/data/records';
import { computeContentHash } from '../../src/records/domain/record-hashes';
import { formatRecordDateTime } from '../../src/records/domain/record-texts';
import { buildTenant, buildUser, tokenFor } from '../support/builders';
import { assign, buildCourse, SAMPLE_MIN_STUDY_REASON, takeQuiz } from '../support/course-builders';
import { massSign, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { runPdftotext } from '../support/pdf-tools';

/*
 * Evidence of study (docs/api.md, evidence of study): the opening of the material, the study
 * time the server credits from the viewer's reports, the pages shown; the course's minimum study
 * time before the quiz; the record and the worker's fișă printing what the study was.
 */

const api = useTestGateway();

type StudyProgress = {
  course: string;
  opened_at: string;
  studied_seconds: number;
  pages_seen: number;
  page_count: number | null;
  min_study_seconds: number;
  remaining_seconds: number;
};
type ErrorAnswer = { detail: string };

/**
 * A controllable clock (`functions/src/platform/clock.ts` reads Date): only Date is faked, so the
 * emulators' sockets and timers run as usual. It starts now, on a whole second, and stands still
 * until advanced; the tests move it by minutes at most, well within what S3 accepts as a
 * request's time.
 */
function setClock(): Date {
  const start = new Date(Math.floor(Date.now() / 1000) * 1000);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return start;
}

function advanceSeconds(seconds: number) {
  vi.setSystemTime(new Date(Date.now() + seconds * 1000));
}

afterEach(() => {
  vi.useRealTimers();
});

/** A tenant whose employee has a course (with a quiz) assigned to their company. */
async function prepareTrainee(options: { minStudyMinutes?: number } = {}) {
  const tenant = await buildTenant();
  const course = await buildCourse(tenant.owner, {
    title: 'Instruire periodică: lucrul la înălțime',
    subcategory: 'periodica',
    minStudyMinutes: options.minStudyMinutes ?? 0,
  });
  await assign(tenant.owner, course.id, { companyId: tenant.company.id });
  // The company's admin is the worker's direct manager: the periodic training's trainer.
  const employee = await buildUser(
    { role: 'employee', firmId: tenant.firm.id, companyId: tenant.company.id },
    { manager_id: tenant.admin.id },
  );
  return { ...tenant, employee, course, token: await tokenFor(employee) };
}

function openCourse(courseId: string, token: string) {
  return api.get<{ min_study_minutes: number; file: string }>(`/api/courses/${courseId}/`, token);
}

function report(
  courseId: string,
  token: string,
  body: { seconds: number; pages?: number[]; page_count?: number },
) {
  return api.post<StudyProgress & ErrorAnswer>(
    '/api/study-reports/',
    { course: courseId, pages: [], page_count: 4, ...body },
    token,
  );
}

function startQuiz(courseId: string, token: string) {
  return api.post<ErrorAnswer>('/api/quiz-attempts/', { course: courseId }, token);
}

/** Reports `count` full intervals of the viewer, the clock moving on by one interval before each. */
async function studyFor(courseId: string, token: string, count: number, pages: number[] = []) {
  let last: StudyProgress | undefined;
  for (let index = 0; index < count; index += 1) {
    advanceSeconds(30);
    const answer = await report(courseId, token, { seconds: 30, pages });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    last = answer.body;
  }
  return last as StudyProgress;
}

async function downloadText(path: string, caller: UserRecord): Promise<string> {
  const link = await api.get<{ url: string }>(path, await tokenFor(caller));
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const pdf = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
  return (await runPdftotext(pdf, { layout: false })).replace(/\s+/g, ' ');
}

describe('the minimum study time before the quiz', () => {
  it('refuses the quiz until the reports credit the minimum, saying how much is left, then opens it', async () => {
    setClock();
    const { course, token, employee } = await prepareTrainee({ minStudyMinutes: 2 });

    const beforeOpening = await startQuiz(course.id, token);
    expect(beforeOpening.status).toBe(409);
    expect(beforeOpening.body.detail).toBe(texts.study.minimumNotReached('2 minute'));

    const opened = await openCourse(course.id, token);
    expect(opened.status).toBe(200);
    expect(opened.body.min_study_minutes).toBe(2);
    const halfway = await studyFor(course.id, token, 2);
    expect(halfway).toMatchObject({ studied_seconds: 60, min_study_seconds: 120, remaining_seconds: 60 });

    const early = await startQuiz(course.id, token);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(texts.study.minimumNotReached('1 minut'));
    expect(early.body.detail).toContain('Mai ai de studiat 1 minut');

    const done = await studyFor(course.id, token, 2);
    expect(done.remaining_seconds).toBe(0);
    expect((await startQuiz(course.id, token)).status).toBe(201);
    expect((await getStudyEvidence(employee.id, course.id))?.studied_seconds).toBe(120);
  });

  it('lets a course without a minimum be taken at once', async () => {
    const { course, token } = await prepareTrainee();

    expect((await startQuiz(course.id, token)).status).toBe(201);
  });

  it('refuses a minimum longer than the course, or not a whole number of minutes, when the course is made', async () => {
    const { owner } = await buildTenant();
    for (const minimum of ['91', '-1', '1.5', 'zece']) {
      const answer = await api.post<{ errors: Record<string, string[]> }>(
        '/api/courses/',
        {
          title: 'Curs cu minim',
          description: 'Descriere',
          duration: 90,
          min_study_minutes: minimum,
          upload_id: '01J00000000000000000000000',
        },
        await tokenFor(owner),
      );
      expect(answer.status, minimum).toBe(400);
      expect(answer.body.errors.min_study_minutes, minimum).toEqual([texts.courseForm.invalidMinStudy]);
    }
  });
});

describe('the viewer’s study reports', () => {
  it('credits at most the server time since the previous report, never more than the cap per report', async () => {
    setClock();
    const { course, token } = await prepareTrainee();
    await openCourse(course.id, token);

    advanceSeconds(45);
    const first = await report(course.id, token, { seconds: 3600 });
    expect(first.status).toBe(200);
    expect(first.body.studied_seconds).toBe(45);

    advanceSeconds(10 * 60);
    const second = await report(course.id, token, { seconds: 3600 });
    expect(second.body.studied_seconds).toBe(45 + STUDY_REPORT_MAX_CREDIT_SECONDS);

    advanceSeconds(20);
    const modest = await report(course.id, token, { seconds: 5 });
    expect(modest.body.studied_seconds).toBe(45 + STUDY_REPORT_MAX_CREDIT_SECONDS + 5);
  });

  it('answers 429 to a report sooner than the minimum interval and changes nothing', async () => {
    setClock();
    const { course, token, employee } = await prepareTrainee();
    await openCourse(course.id, token);
    advanceSeconds(30);
    await report(course.id, token, { seconds: 30, pages: [1] });
    const before = await getStudyEvidence(employee.id, course.id);

    advanceSeconds(STUDY_REPORT_MIN_INTERVAL_SECONDS - 1);
    const tooSoon = await report(course.id, token, { seconds: 30, pages: [2] });

    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.detail).toBe(texts.study.tooSoon);
    expect(tooSoon.headers.get('retry-after')).toBe('1');
    expect(await getStudyEvidence(employee.id, course.id)).toEqual(before);
  });

  it('counts each page shown once, and refuses pages beyond the document', async () => {
    setClock();
    const { course, token } = await prepareTrainee();
    const opened = await openCourse(course.id, token);
    advanceSeconds(30);
    const first = await report(course.id, token, { seconds: 30, pages: [1, 2, 2], page_count: 5 });
    advanceSeconds(30);
    const second = await report(course.id, token, { seconds: 30, pages: [2, 3, 4], page_count: 5 });

    expect(first.body).toMatchObject({ pages_seen: 2, page_count: 5 });
    expect(second.body).toMatchObject({ pages_seen: 4, page_count: 5, studied_seconds: 60 });
    expect(Date.parse(second.body.opened_at)).toBeLessThanOrEqual(Date.now());
    expect(opened.status).toBe(200);

    advanceSeconds(30);
    const beyond = await report(course.id, token, { seconds: 30, pages: [6], page_count: 5 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.detail).toBe(texts.study.pageOutOfRange);
  });

  it('refuses a report before the material was opened, and a new assignment starts the evidence again', async () => {
    setClock();
    const { course, token, owner, company, employee } = await prepareTrainee();

    const unopened = await report(course.id, token, { seconds: 30 });
    expect(unopened.status).toBe(409);
    expect(unopened.body.detail).toBe(texts.study.notOpened);

    await openCourse(course.id, token);
    const firstOpening = (await getStudyEvidence(employee.id, course.id))?.opened_at;
    await studyFor(course.id, token, 2);
    advanceSeconds(60);
    await openCourse(course.id, token);
    expect((await getStudyEvidence(employee.id, course.id))?.opened_at).toBe(firstOpening);

    const passed = await takeQuiz(api, token, course.id);
    await signAsTrainee(api, employee, passed.body.id);
    advanceSeconds(60);
    await assign(owner, course.id, { companyId: company.id, userId: employee.id });
    expect((await report(course.id, token, { seconds: 30 })).body.detail).toBe(texts.study.notOpened);
    await openCourse(course.id, token);
    const renewed = await getStudyEvidence(employee.id, course.id);
    expect(renewed?.opened_at).not.toBe(firstOpening);
    expect(renewed).toMatchObject({ studied_seconds: 0, page_count: null });
    expect(renewed?.pages_seen).toBeUndefined();
  });

  it('answers 400 in Romanian to a malformed report and 404 for a course not assigned to the caller', async () => {
    const { course, token } = await prepareTrainee();
    const stranger = await buildTenant();

    const malformed = await api.post<ErrorAnswer>(
      '/api/study-reports/',
      { course: course.id, seconds: -5, pages: ['unu'], page_count: 0 },
      token,
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe(texts.study.invalidReport);
    const foreign = await report(course.id, await tokenFor(stranger.employee), { seconds: 30 });
    expect(foreign.status).toBe(404);
  });
});

describe('the evidence on the record and the fișă', () => {
  /** Passes the quiz after studying, and has the record signed by everyone. */
  async function passAfterStudying() {
    const start = setClock();
    const tenant = await prepareTrainee();
    await openCourse(tenant.course.id, tenant.token);
    await studyFor(tenant.course.id, tenant.token, 3, [1, 2, 3]);
    const passed = await takeQuiz(api, tenant.token, tenant.course.id);
    expect(passed.body.completed).toBe(true);
    await signAsTrainee(api, tenant.employee, passed.body.id);
    await massSign(api, tenant.admin, [passed.body.id]);
    await massSign(api, tenant.owner, [passed.body.id]);
    const record = (await getTrainingRecord(passed.body.id, { consistent: true })) as TrainingRecord;
    return { ...tenant, start, document: record };
  }

  it('keeps the study at the pass in the signed record and prints it instead of the nominal duration', async () => {
    const { start, document: record, employee, owner } = await passAfterStudying();

    expect(record.status).toBe('signed');
    expect(record.content.study).toEqual({
      opened_at: start.toISOString(),
      studied_seconds: 90,
      pages_seen: 3,
      page_count: 4,
      minimum_minutes: 0,
      minimum_reason: SAMPLE_MIN_STUDY_REASON,
    });
    expect(record.content_hash).toBe(computeContentHash(record.content));
    const text = await downloadText(`/api/documents/${record.id}/pdf/`, employee);
    expect(text).toContain('Durata prevăzută a cursului: 90 de minute');
    expect(text).toContain(
      `Studiul materialului: material deschis la ${formatRecordDateTime(start.toISOString())}, timp de studiu 1 minut, pagini parcurse 3 din 4; fără timp minim de studiu cerut (redus de firmă: ${SAMPLE_MIN_STUDY_REASON})`,
    );
    expect(text).not.toContain('Durata: 90 de minute');
    const verified = await api.get<{ valid: boolean }>(`/api/verify-signature/?hash=${record.document_hash}`);
    expect(verified.body.valid).toBe(true);

    const sheet = await downloadText(`/api/users/${employee.id}/training-sheet/SSM/`, owner);
    expect(sheet).toContain(formatRomanianDate(record.content.completed_at));
    for (const words of ['material deschis la', 'timp de studiu 1 minut', 'pagini parcurse 3 din 4']) {
      expect(sheet, words).toContain(words);
    }
  });
});
