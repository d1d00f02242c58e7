import { texts } from '@ssm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildId, signIn } from './support/builders';
import { buildCourseDetail } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const UPLOAD_URL = 'https://files.example.com/uploads/firm/upload.pdf?X-Amz-Signature=abc';

/** The PUT to S3, answered at once with `status`. */
class FakeUpload {
  static status = 200;
  static sent: unknown[] = [];
  readonly upload = { onprogress: null };
  status = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(): void {}
  setRequestHeader(): void {}
  send(body: unknown): void {
    FakeUpload.sent.push(body);
    this.status = FakeUpload.status;
    this.onload?.();
  }
}

beforeEach(() => {
  FakeUpload.sent = [];
  FakeUpload.status = 200;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});

function openCourseAsOwner({ patchStatus = 200 } = {}) {
  signIn({ role: 'owner' });
  // No file, so the PDF viewer (checked in course-detail.test.tsx) stays out of the page.
  let course = buildCourseDetail({ file: '', duration: 60, min_study_minutes: 10 });
  const uploadId = buildId();
  const api = fakeApi({
    [`GET /api/courses/${course.id}/`]: () => ({ body: course }),
    [`GET /api/courses/${course.id}/quiz-attempts/`]: { body: [] },
    'POST /api/courses/upload-url/': {
      body: { upload_id: uploadId, upload_url: UPLOAD_URL, method: 'PUT', headers: {}, expires_in: 900 },
    },
    [`PATCH /api/courses/${course.id}/`]: (call) => {
      if (patchStatus >= 300) {
        return {
          status: patchStatus,
          body: { detail: texts.courseForm.notPdf, errors: { upload_id: [texts.courseForm.notPdf] } },
        };
      }
      course = { ...course, ...(call.body as object) };
      return { body: course };
    },
  });
  return { api, course, uploadId, ...renderApp(`/courses/${course.id}`) };
}

async function openEditForm() {
  fireEvent.click(await screen.findByRole('button', { name: texts.courseEdit.open }));
  return screen.getByRole('region', { name: texts.courseEdit.title });
}

describe("the owner's edit of a course", () => {
  it('sends only what changed and shows the course as saved', async () => {
    const { api, course } = openCourseAsOwner();
    const form = await openEditForm();

    expect(within(form).getByLabelText(texts.courseForm.title, { exact: false })).toHaveProperty(
      'value',
      course.title,
    );
    fireEvent.change(within(form).getByLabelText(texts.courseForm.title, { exact: false }), {
      target: { value: 'Instruire la înălțime – actualizată' },
    });
    fireEvent.change(within(form).getByLabelText(texts.courseForm.minStudy, { exact: false }), {
      target: { value: '15' },
    });
    fireEvent.click(within(form).getByRole('button', { name: texts.courseEdit.submit }));

    expect(await screen.findByText(texts.courseEdit.saved)).toBeTruthy();
    expect(api.callsTo(`PATCH /api/courses/${course.id}/`).map((call) => call.body)).toEqual([
      { title: 'Instruire la înălțime – actualizată', min_study_minutes: 15 },
    ]);
    expect(await screen.findByRole('heading', { name: 'Instruire la înălțime – actualizată' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: texts.courseEdit.title })).toBeNull();
  });

  it('says when nothing was changed, and sends nothing', async () => {
    const { api, course } = openCourseAsOwner();
    const form = await openEditForm();

    fireEvent.click(within(form).getByRole('button', { name: texts.courseEdit.submit }));

    expect(await within(form).findByText(texts.courseEdit.nothingToChange)).toBeTruthy();
    expect(api.callsTo(`PATCH /api/courses/${course.id}/`)).toEqual([]);
  });

  it('refuses a minimum study above the duration before sending', async () => {
    const { api, course } = openCourseAsOwner();
    const form = await openEditForm();

    fireEvent.change(within(form).getByLabelText(texts.courseForm.duration, { exact: false }), {
      target: { value: '5' },
    });
    fireEvent.click(within(form).getByRole('button', { name: texts.courseEdit.submit }));

    expect(await within(form).findByText(texts.courseForm.invalidMinStudy)).toBeTruthy();
    expect(api.callsTo(`PATCH /api/courses/${course.id}/`)).toEqual([]);
  });

  it('uploads a new PDF first, then names it; a refused file is explained under the field', async () => {
    const { api, course, uploadId } = openCourseAsOwner({ patchStatus: 400 });
    const form = await openEditForm();
    expect(within(form).getByText(texts.courseEdit.newFileHint)).toBeTruthy();

    const file = new File(['%PDF-1.7 versiunea 2'], 'curs-v2.pdf', { type: 'application/pdf' });
    const fileInput = form.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(fileInput, { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: texts.courseEdit.submit }));

    expect(await within(form).findByText(texts.courseForm.notPdf)).toBeTruthy();
    expect(FakeUpload.sent).toEqual([file]);
    await waitFor(() =>
      expect(api.callsTo(`PATCH /api/courses/${course.id}/`).map((call) => call.body)).toEqual([
        { upload_id: uploadId },
      ]),
    );
    expect(screen.getByText(texts.courseEdit.saveFailed)).toBeTruthy();
  });
});
