import { texts } from '@ssm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildId, signIn } from './support/builders';
import { buildCourse, buildCourseDetail, buildQuiz } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

type Quiz = ReturnType<typeof buildQuiz>;

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

function openCourseAsOwner({
  patchStatus = 200,
  quiz = buildQuiz({ withCorrect: true }) as Quiz | null,
} = {}) {
  signIn({ role: 'owner' });
  // No file, so the PDF viewer (checked in course-detail.test.tsx) stays out of the page.
  let course = buildCourseDetail({
    file: '',
    duration: 60,
    min_study_minutes: 10,
    min_study_reason: 'Materialul se parcurge în sală.',
    quiz,
    has_quiz: quiz !== null,
  });
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
    [`POST /api/courses/${course.id}/quiz/`]: { body: buildQuiz({ withCorrect: true }) },
  });
  return { api, course, uploadId, ...renderApp(`/courses/${course.id}`) };
}

async function openEditForm() {
  fireEvent.click(await screen.findByRole('button', { name: texts.courseEdit.open }));
  // The form loads when opened.
  return screen.findByRole('region', { name: texts.courseEdit.title }, { timeout: 5000 });
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
    expect(screen.queryByText(texts.courseEdit.saveFailed)).toBeNull();
  });
});

describe("the owner's quiz of an existing course", () => {
  it('opens the saved quiz to edit, says what saving replaces, and saves it whole on the page', async () => {
    const { api, course } = openCourseAsOwner();
    fireEvent.click(await screen.findByRole('button', { name: texts.courseEdit.editQuiz }));

    const form = await screen.findByRole(
      'region',
      { name: texts.quizForm.forCourse(course.title) },
      { timeout: 5000 },
    );
    expect(within(form).getByText(texts.courseEdit.quizReplaceHint)).toBeTruthy();
    const firstQuestion = form.querySelector(
      '[data-path="questions.0.question_text"]',
    ) as HTMLTextAreaElement;
    expect(firstQuestion.value).toBe('Întrebarea de test 1?');
    expect(within(form).getByRole('radio', { name: texts.quizForm.correctAnswer(1, 1) })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.change(firstQuestion, { target: { value: 'Ce faci când sună alarma de incendiu?' } });
    fireEvent.click(within(form).getByRole('button', { name: texts.quizForm.submit }));

    expect(await screen.findByText(texts.quizForm.saved)).toBeTruthy();
    const [saved] = api
      .callsTo(`POST /api/courses/${course.id}/quiz/`)
      .map((call) => call.body as { questions: { question_text: string; correct_index: number }[] });
    const questions = saved?.questions;
    expect(questions).toHaveLength(10);
    expect(questions?.[0]).toMatchObject({
      question_text: 'Ce faci când sună alarma de incendiu?',
      correct_index: 0,
    });
    expect(screen.getByRole('heading', { name: course.title, level: 1 })).toBeTruthy();
  });

  it('marks a course without a quiz and offers to add one', async () => {
    openCourseAsOwner({ quiz: null });

    expect(await screen.findByRole('button', { name: texts.courseEdit.addQuiz })).toBeTruthy();
    expect(screen.getByText(texts.courseEdit.noQuizBadge)).toBeTruthy();
  });

  it("marks the courses without a quiz in the owner's course list", async () => {
    signIn({ role: 'owner' });
    fakeApi({
      'GET /api/courses/': {
        body: [
          buildCourse({ title: 'Instruire la înălțime', has_quiz: false }),
          buildCourse({ title: 'Instruire PSI' }),
        ],
      },
    });
    renderApp('/courses');

    const withoutQuiz = (await screen.findByText('Instruire la înălțime')).closest('li') as HTMLElement;
    expect(within(withoutQuiz).getByText(texts.courseEdit.noQuizBadge)).toBeTruthy();
    const withQuiz = screen.getByText('Instruire PSI').closest('li') as HTMLElement;
    expect(within(withQuiz).queryByText(texts.courseEdit.noQuizBadge)).toBeNull();
  });
});
