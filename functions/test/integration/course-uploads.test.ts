import { COURSE_FILE_MAX_BYTES, COURSE_UPLOAD_URL_TTL_SECONDS, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getCourseWithQuiz } from '../../src/courses/data/courses';
import { newId } from '../../src/platform/ids';
import { objectKeys } from '../../src/platform/object-keys';
import { getCourseFiles } from '../../src/platform/storage';
import { buildTenant, tokenFor } from '../support/builders';
import {
  buildPdf,
  listStoredKeys,
  toMultipart,
  type UploadUrl,
  uploadCourseFile,
} from '../support/course-builders';
import { useTestGateway } from '../support/gateway';
import {
  buildJbig2ScannedPdf,
  buildScannedPdf,
  buildXfaOnlyPdf,
  encryptWithObjectStreams,
} from '../support/pdf-fixtures';

const api = useTestGateway();

type ErrorAnswer = { detail: string; errors?: Record<string, string[]> };

const course = {
  title: 'Prevenirea incendiilor în birouri',
  description: 'Cauzele incendiilor și folosirea stingătoarelor.',
  category: 'PSI-SU',
  subcategory: 'periodica',
  duration: 60,
};

describe('POST /api/courses/upload-url/', () => {
  it('signs a PUT pinned to a PDF of the exact size, under the firm, for 15 minutes', async () => {
    const { owner, firm } = await buildTenant();

    const answer = await api.post<UploadUrl>(
      '/api/courses/upload-url/',
      { content_length: 123_456 },
      await tokenFor(owner),
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      expires_in: COURSE_UPLOAD_URL_TTL_SECONDS,
    });
    const url = new URL(answer.body.upload_url);
    expect(url.pathname).toContain(`/${objectKeys.courseUpload(firm.id, answer.body.upload_id)}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(COURSE_UPLOAD_URL_TTL_SECONDS));
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual([
      'content-length',
      'content-type',
      'host',
    ]);
  });

  it.each([
    [{ content_length: COURSE_FILE_MAX_BYTES + 1 }, texts.courseForm.fileTooLarge],
    [{ content_length: 0 }, texts.courseForm.emptyFile],
    [{ content_length: 1000, content_type: 'text/plain' }, texts.courseForm.onlyPdf],
  ])('refuses %j', async (body, message) => {
    const { owner } = await buildTenant();

    const answer = await api.post<ErrorAnswer>('/api/courses/upload-url/', body, await tokenFor(owner));

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(message);
  });

  it('is for owners only', async () => {
    const { admin, employee } = await buildTenant();
    const body = { content_length: 1000 };

    const asAdmin = await api.post('/api/courses/upload-url/', body, await tokenFor(admin));
    const asEmployee = await api.post('/api/courses/upload-url/', body, await tokenFor(employee));
    const anonymous = await api.post('/api/courses/upload-url/', body);

    expect([asAdmin.status, asEmployee.status, anonymous.status]).toEqual([403, 403, 401]);
  });
});

describe('POST /api/courses/ with an upload_id (the presigned flow)', () => {
  it('takes a real PDF uploaded to S3 into a new course and clears the staging upload', async () => {
    const { owner, firm } = await buildTenant();
    const token = await tokenFor(owner);
    const pdf = await buildPdf('Prevenirea incendiilor');
    const { signed, putStatus } = await uploadCourseFile(api, token, pdf);

    const answer = await api.post<{ id: string; file: string }>(
      '/api/courses/',
      { ...course, upload_id: signed.upload_id },
      token,
    );

    expect(putStatus).toBe(200);
    expect(answer.status).toBe(201);
    expect((await getCourseWithQuiz(answer.body.id))?.course).toMatchObject({
      title: course.title,
      category: 'PSI-SU',
      subcategory: 'periodica',
      duration_minutes: 60,
      file_size: pdf.byteLength,
    });
    expect(await listStoredKeys(`uploads/${firm.id}/`)).toEqual([]);
    const download = await fetch(answer.body.file);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it('refuses a text file renamed .pdf and removes it from the bucket', async () => {
    const { owner, firm } = await buildTenant();
    const token = await tokenFor(owner);
    const text = new TextEncoder().encode('Doar un fișier text cu extensia .pdf');
    const { signed } = await uploadCourseFile(api, token, text);
    expect(await listStoredKeys(`uploads/${firm.id}/`)).toHaveLength(1);

    const answer = await api.post<ErrorAnswer>(
      '/api/courses/',
      { ...course, upload_id: signed.upload_id },
      token,
    );

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      detail: texts.courseForm.notPdf,
      errors: { file: [texts.courseForm.notPdf] },
    });
    expect(await listStoredKeys(`uploads/${firm.id}/`)).toEqual([]);
    expect(await listStoredKeys(`courses/${firm.id}/`)).toEqual([]);
    const list = await api.get('/api/courses/', token);
    expect(list.body).toEqual([]);
  });

  it.each([
    [
      'an encrypted PDF with object streams that opens without a password',
      async () => encryptWithObjectStreams(await buildPdf('Fișă securizată')),
    ],
    [
      'an encrypted PDF with object streams that asks for a password',
      async () => encryptWithObjectStreams(await buildPdf('Fișă cu parolă'), { userPassword: 'instruire' }),
    ],
    ['a page scanned to black and white (CCITT Group 4)', async () => buildScannedPdf()],
    ['a page scanned to black and white (JBIG2)', async () => buildJbig2ScannedPdf()],
    ['a scan encrypted with object streams', async () => encryptWithObjectStreams(buildScannedPdf())],
  ])('takes %s, as the viewer opens it', async (_name, build) => {
    const { owner, firm } = await buildTenant();
    const token = await tokenFor(owner);
    const pdf = await build();
    const { signed } = await uploadCourseFile(api, token, pdf);

    const answer = await api.post<{ id: string; file: string }>(
      '/api/courses/',
      { ...course, upload_id: signed.upload_id },
      token,
    );

    expect(answer.status).toBe(201);
    expect(await listStoredKeys(`uploads/${firm.id}/`)).toEqual([]);
    const download = await fetch(answer.body.file);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it.each([
    ['an XFA-only form', async () => buildXfaOnlyPdf(), texts.courseForm.xfaOnlyPdf],
    [
      'a PDF cut off half-way',
      async () => {
        const pdf = encryptWithObjectStreams(await buildPdf());
        return pdf.slice(0, pdf.byteLength / 2);
      },
      texts.courseForm.damagedPdf,
    ],
    [
      'a spreadsheet renamed .pdf',
      async () => new TextEncoder().encode('PK\u0003\u0004[Content_Types].xml'),
      texts.courseForm.notPdf,
    ],
  ])('refuses %s with its reason and removes it', async (_name, build, reason) => {
    const { owner, firm } = await buildTenant();
    const token = await tokenFor(owner);
    const { signed } = await uploadCourseFile(api, token, await build());

    const answer = await api.post<ErrorAnswer>(
      '/api/courses/',
      { ...course, upload_id: signed.upload_id },
      token,
    );

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: reason, errors: { file: [reason] } });
    expect(await listStoredKeys(`uploads/${firm.id}/`)).toEqual([]);
    expect(await listStoredKeys(`courses/${firm.id}/`)).toEqual([]);
  });

  it('refuses an upload larger than 50 MB and removes it', async () => {
    const { owner, firm } = await buildTenant();
    const uploadId = newId();
    // Real S3 refuses a PUT whose size differs from the signed one; s3rver does not check
    // signatures, so the oversized object is placed directly to exercise the server's own check.
    const oversized = new Uint8Array(COURSE_FILE_MAX_BYTES + 1);
    oversized.set(await buildPdf());
    await getCourseFiles().write(objectKeys.courseUpload(firm.id, uploadId), {
      body: oversized,
      contentType: 'application/pdf',
    });

    const answer = await api.post<ErrorAnswer>(
      '/api/courses/',
      { ...course, upload_id: uploadId },
      await tokenFor(owner),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(texts.courseForm.fileTooLarge);
    expect(await listStoredKeys(`uploads/${firm.id}/`)).toEqual([]);
  });

  it('refuses an upload_id that was never uploaded, or already used', async () => {
    const { owner } = await buildTenant();
    const token = await tokenFor(owner);
    const { signed } = await uploadCourseFile(api, token, await buildPdf());
    const first = await api.post('/api/courses/', { ...course, upload_id: signed.upload_id }, token);

    const again = await api.post<ErrorAnswer>(
      '/api/courses/',
      { ...course, upload_id: signed.upload_id },
      token,
    );
    const never = await api.post<ErrorAnswer>('/api/courses/', { ...course, upload_id: newId() }, token);

    expect(first.status).toBe(201);
    expect([again.status, never.status]).toEqual([400, 400]);
    expect(again.body.detail).toBe(texts.courseForm.uploadMissing);
    expect(never.body.detail).toBe(texts.courseForm.uploadMissing);
  });

  it("cannot take another firm's upload: the key is always built under the caller's firm", async () => {
    const { owner, firm } = await buildTenant();
    const other = await buildTenant();
    const { signed } = await uploadCourseFile(api, await tokenFor(owner), await buildPdf());

    const answer = await api.post<ErrorAnswer>(
      '/api/courses/',
      { ...course, upload_id: signed.upload_id },
      await tokenFor(other.owner),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(texts.courseForm.uploadMissing);
    expect(await listStoredKeys(`uploads/${firm.id}/`)).toHaveLength(1);
    expect(await listStoredKeys(`courses/${other.firm.id}/`)).toEqual([]);
  });

  it('refuses a body with both a form file and an upload_id, and one with neither', async () => {
    const { owner } = await buildTenant();
    const token = await tokenFor(owner);

    const both = await api.request<ErrorAnswer>('POST', '/api/courses/', {
      token,
      ...(await toMultipart(
        { ...course, duration: String(course.duration), upload_id: newId() },
        { name: 'curs.pdf', content: await buildPdf() },
      )),
    });
    const neither = await api.post<ErrorAnswer>('/api/courses/', course, token);

    expect(both.status).toBe(400);
    expect(both.body.detail).toBe(texts.courseForm.fileTwice);
    expect(neither.status).toBe(400);
    expect(neither.body).toEqual({
      detail: texts.courseForm.allRequired,
      errors: { file: [texts.courseForm.allRequired] },
    });
  });
});
