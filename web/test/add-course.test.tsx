import { texts } from '@ssm/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildId, signIn } from './support/builders';
import { buildCourse } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { fieldsLabelled, startingWith } from './support/queries';
import { renderApp } from './support/render-app';

const UPLOAD_URL = 'https://files.example.com/uploads/firm/upload.pdf?X-Amz-Signature=abc';

/** The PUT to S3: recorded, and finished by the test (so the progress bar can be seen). */
class FakeUpload {
  static last: FakeUpload | null = null;
  static finishAtOnce = true;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown = null;
  status = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: unknown): void {
    this.body = body;
    FakeUpload.last = this;
    if (FakeUpload.finishAtOnce) this.finish(200);
    else this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
  }
  finish(status: number): void {
    this.status = status;
    this.onload?.();
  }
}

beforeEach(() => {
  FakeUpload.last = null;
  FakeUpload.finishAtOnce = true;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});

function openAddCourse({
  courses = [buildCourse()],
  createStatus = 201,
  /** The statuses of successive quiz saves. */
  quizStatus = [200],
  deleteStatus = 200,
  /** The answer to reading a quiz spreadsheet. */
  sheetAnswer = { body: { questions: [] as unknown[], errors: [] as unknown[] } } as {
    status?: number;
    body: unknown;
  },
} = {}) {
  signIn({ role: 'owner' });
  const created = buildCourse({ title: 'Instruire PSI la locul de muncă', category: 'PSI-SU' });
  let list = courses;
  const api = fakeApi({
    'GET /api/courses/': () => ({ body: list }),
    'POST /api/courses/upload-url/': {
      body: {
        upload_id: buildId(),
        upload_url: UPLOAD_URL,
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        expires_in: 900,
      },
    },
    'POST /api/courses/': () => {
      if (createStatus >= 300) {
        return {
          status: createStatus,
          body: {
            detail: 'Datele trimise nu sunt valide.',
            errors: { upload_id: [texts.courseForm.notPdf] },
          },
        };
      }
      list = [created, ...list];
      return { status: createStatus, body: created };
    },
    [`POST /api/courses/${created.id}/quiz/`]: () => ({
      status: quizStatus.shift() ?? 200,
      body: { questions: [] },
    }),
    'POST /api/courses/quiz-sheet/': sheetAnswer,
    [`DELETE /api/courses/${created.id}/`]: () => {
      if (deleteStatus >= 300) return { status: deleteStatus, body: { detail: 'Eroare' } };
      list = list.filter((course) => course.id !== created.id);
      return { status: deleteStatus, body: { detail: texts.courseList.deleted } };
    },
  });
  return { api, created, ...renderApp('/add-course') };
}

function pdfFile(name = 'instruire-psi.pdf', type = 'application/pdf') {
  return new File(['%PDF-1.7 test'], name, { type });
}

/** The texts are pasted: typed, each key re-renders the whole form, seconds per test in jsdom. */
async function fillCourseForm(user: ReturnType<typeof renderApp>['user'], file = pdfFile()) {
  await user.click(await screen.findByLabelText(startingWith(texts.courseForm.title)));
  await user.paste('Instruire PSI la locul de muncă');
  await user.click(screen.getByLabelText(startingWith(texts.courseForm.description)));
  await user.paste('Stingerea incendiilor.');
  await user.selectOptions(screen.getByLabelText(texts.courseForm.category), 'PSI-SU');
  await user.selectOptions(screen.getByLabelText(texts.courseForm.subcategory), 'loc_munca');
  await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
}

async function createCourse(user: ReturnType<typeof renderApp>['user']) {
  await fillCourseForm(user);
  await user.click(screen.getByRole('button', { name: texts.courseForm.submit }));
  // Text queries: role queries over the quiz form's hundred inputs take seconds each in jsdom.
  return screen.findByText(texts.quizForm.forCourse('Instruire PSI la locul de muncă'));
}

/** The quiz form's fields, found by their labels. */
function quizFields() {
  return {
    questions: fieldsLabelled(/^Întrebarea \d+/),
    answers: fieldsLabelled(/^Răspunsul \d+/),
  };
}

/**
 * Fills every text (50 for the 10 questions at first) and marks the second answer correct. fireEvent and attribute selectors keep
 * this fast: typing 50 fields and role queries over 90 inputs take seconds in jsdom. One `act` around
 * them renders the form once, not once per field (60 renders of a hundred inputs took 4 s).
 */
function fillQuiz() {
  const { questions, answers } = quizFields();
  act(() => {
    questions.forEach((field, index) => {
      fireEvent.change(field, { target: { value: `Întrebarea scrisă ${index + 1}?` } });
    });
    answers.forEach((field, index) => {
      fireEvent.change(field, { target: { value: `Răspuns ${index + 1}` } });
    });
    for (let question = 1; question <= questions.length; question += 1) {
      const label = texts.quizForm.correctAnswer(question, 2);
      fireEvent.click(document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement);
    }
  });
}

describe('add course form', () => {
  it('starts with SSM, introductory training and 120 minutes', async () => {
    openAddCourse();

    expect(((await screen.findByLabelText(texts.courseForm.category)) as HTMLSelectElement).value).toBe(
      'SSM',
    );
    expect((screen.getByLabelText(texts.courseForm.subcategory) as HTMLSelectElement).value).toBe(
      'introductive',
    );
    expect((screen.getByLabelText(texts.courseForm.duration) as HTMLInputElement).value).toBe('120');
    const subcategories = Array.from(
      (screen.getByLabelText(texts.courseForm.subcategory) as HTMLSelectElement).options,
      (option) => option.text,
    );
    expect(subcategories).toEqual(Object.values(texts.courseForm.subcategoryLabels));
  });

  it('requires title, description and the PDF and sends nothing without them', async () => {
    const { api, user } = openAddCourse();

    await user.click(await screen.findByRole('button', { name: texts.courseForm.submit }));

    // One message under each missing field, and no banner repeating it.
    expect(screen.getAllByText(texts.courseForm.allRequired)).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('POST /api/courses/upload-url/')).toHaveLength(0);
  });

  it('refuses a missing duration and a file that is not a PDF', async () => {
    const { api, user } = openAddCourse();
    await fillCourseForm(user);
    // The file dialog offers only PDFs, but "all files" can still be chosen there.
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [pdfFile('notite.txt', 'text/plain')] },
    });
    await user.clear(screen.getByLabelText(texts.courseForm.duration));

    await user.click(screen.getByRole('button', { name: texts.courseForm.submit }));

    expect(screen.getByText(texts.courseForm.invalidDuration)).toBeTruthy();
    expect(screen.getByText(texts.courseForm.onlyPdf)).toBeTruthy();
    expect(api.callsTo('POST /api/courses/upload-url/')).toHaveLength(0);
  });

  it('sends the minimum study time the owner sets, and refuses one longer than the course', async () => {
    const { api, user } = openAddCourse();
    await fillCourseForm(user);
    const minStudy = screen.getByLabelText(startingWith(texts.courseForm.minStudy));
    // Blank is the standard half of the duration, which the field shows as its hint.
    expect((minStudy as HTMLInputElement).value).toBe('');
    expect(screen.getByText(texts.courseForm.minStudyHint(60))).toBeTruthy();

    await user.type(minStudy, '121');
    await user.click(screen.getByRole('button', { name: texts.courseForm.submit }));
    expect(screen.getByText(texts.courseForm.invalidMinStudy)).toBeTruthy();
    expect(api.callsTo('POST /api/courses/upload-url/')).toHaveLength(0);

    await user.clear(minStudy);
    await user.type(minStudy, '75');
    await user.click(screen.getByRole('button', { name: texts.courseForm.submit }));
    expect(await screen.findByText(texts.courseForm.created)).toBeTruthy();
    expect(api.callsTo('POST /api/courses/')[0]?.body).toMatchObject({
      duration: 120,
      min_study_minutes: 75,
    });
  });

  it('asks the reason for a minimum below half the duration, and sends it', async () => {
    const { api, user } = openAddCourse();
    await fillCourseForm(user);
    const minStudy = screen.getByLabelText(startingWith(texts.courseForm.minStudy));
    expect(screen.queryByLabelText(startingWith(texts.courseForm.minStudyReason))).toBeNull();

    await user.type(minStudy, '20');
    await user.click(screen.getByRole('button', { name: texts.courseForm.submit }));
    expect(screen.getByText(texts.courseForm.minStudyReasonRequired(60))).toBeTruthy();
    expect(api.callsTo('POST /api/courses/upload-url/')).toHaveLength(0);

    await user.type(
      screen.getByLabelText(startingWith(texts.courseForm.minStudyReason)),
      'Materialul se parcurge în sală.',
    );
    await user.click(screen.getByRole('button', { name: texts.courseForm.submit }));
    expect(await screen.findByText(texts.courseForm.created)).toBeTruthy();
    expect(api.callsTo('POST /api/courses/')[0]?.body).toMatchObject({
      min_study_minutes: 20,
      min_study_reason: 'Materialul se parcurge în sală.',
    });
  });

  it('uploads the PDF to its presigned URL, creates the course, then shows the quiz form', async () => {
    const { api, user, created } = openAddCourse();
    const file = pdfFile();

    await fillCourseForm(user, file);
    await user.click(screen.getByRole('button', { name: texts.courseForm.submit }));

    expect(await screen.findByText(texts.courseForm.created)).toBeTruthy();
    expect(api.callsTo('POST /api/courses/upload-url/')[0]?.body).toEqual({
      content_length: file.size,
      content_type: 'application/pdf',
    });
    expect(FakeUpload.last).toMatchObject({
      method: 'PUT',
      url: UPLOAD_URL,
      headers: { 'content-type': 'application/pdf' },
      body: file,
    });
    expect(api.callsTo('POST /api/courses/')[0]?.body).toEqual({
      title: 'Instruire PSI la locul de muncă',
      description: 'Stingerea incendiilor.',
      category: 'PSI-SU',
      subcategory: 'loc_munca',
      duration: 120,
      upload_id: expect.any(String),
    });
    expect(
      await screen.findByRole('heading', { name: texts.quizForm.forCourse(created.title) }),
    ).toBeTruthy();
    // The form is ready for another course.
    expect((screen.getByLabelText(startingWith(texts.courseForm.title)) as HTMLInputElement).value).toBe('');
  });

  it('shows the upload progress and keeps the button disabled meanwhile', async () => {
    FakeUpload.finishAtOnce = false;
    const { user } = openAddCourse();
    await fillCourseForm(user);

    await user.click(screen.getByRole('button', { name: texts.courseForm.submit }));

    expect(await screen.findByText(`${texts.courseForm.uploadProgress}: 50%`)).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: texts.courseForm.submit }) as HTMLButtonElement).disabled,
    ).toBe(true);
    FakeUpload.last?.finish(200);
    expect(await screen.findByText(texts.courseForm.created)).toBeTruthy();
  });

  it("shows the creation failure with the server's reason under the file", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openAddCourse({ createStatus: 400 });
    await fillCourseForm(user);

    await user.click(screen.getByRole('button', { name: texts.courseForm.submit }));

    expect(await screen.findByText(texts.courseForm.notPdf)).toBeTruthy();
    expect(screen.queryByText(texts.courseForm.createFailed)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Chestionar/ })).toBeNull();
  });

  it('says the upload failed when S3 refuses the file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    FakeUpload.finishAtOnce = false;
    const { api, user } = openAddCourse();
    await fillCourseForm(user);
    await user.click(screen.getByRole('button', { name: texts.courseForm.submit }));
    await screen.findByRole('progressbar');

    FakeUpload.last?.finish(403);

    expect(await screen.findByText(texts.courseForm.uploadFailed)).toBeTruthy();
    expect(screen.queryByText(texts.courseForm.createFailed)).toBeNull();
    expect(api.callsTo('POST /api/courses/')).toHaveLength(0);
  });
});

describe('quiz form', { timeout: 60_000 }, () => {
  it('has 10 questions of 4 answers and requires every text and a correct answer', async () => {
    const { api, user, created } = openAddCourse();
    await createCourse(user);
    expect(quizFields().questions).toHaveLength(10);
    expect(quizFields().answers).toHaveLength(40);

    await user.click(screen.getByText(texts.quizForm.submit));

    expect(screen.getAllByText(texts.api.required)).toHaveLength(50);
    expect(screen.getAllByText(texts.quizForm.correctRequired)).toHaveLength(10);
    expect(document.activeElement).toBe(quizFields().questions[0]);
    expect(api.callsTo(`POST /api/courses/${created.id}/quiz/`)).toHaveLength(0);
  });

  it('shows a save failure and stays; saved, goes to the owner dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, user, router, created } = openAddCourse({ quizStatus: [500, 200] });
    await createCourse(user);
    fillQuiz();

    await user.click(screen.getByText(texts.quizForm.submit));
    expect((await screen.findByText(texts.quizForm.saveFailed)).closest('[role="alert"]')?.textContent).toBe(
      texts.quizForm.saveFailed,
    );
    expect(router.state.location.pathname).toBe('/add-course');
    await user.click(screen.getByText(texts.quizForm.submit));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-owner'));
    expect(await screen.findByText(texts.quizForm.saved)).toBeTruthy();
    const body = api.callsTo(`POST /api/courses/${created.id}/quiz/`)[1]?.body as {
      questions: { question_text: string; answers: string[]; correct_index: number }[];
    };
    expect(body.questions).toHaveLength(10);
    expect(body.questions[0]).toEqual({
      question_text: 'Întrebarea scrisă 1?',
      answers: ['Răspuns 1', 'Răspuns 2', 'Răspuns 3', 'Răspuns 4'],
      correct_index: 1,
    });
  });

  it('grows into a bank of questions and removes an added one, counting them against the limit', async () => {
    const { user } = openAddCourse();
    await createCourse(user);
    expect(screen.getByText(texts.quizForm.bankCount(10))).toBeTruthy();
    expect(screen.queryByText(texts.quizForm.removeQuestion(1))).toBeNull();

    // Text queries: role queries over the form's hundred inputs take seconds each in jsdom.
    fireEvent.click(screen.getByText(texts.quizForm.addQuestion));
    fireEvent.click(screen.getByText(texts.quizForm.addQuestion));
    expect(quizFields().questions).toHaveLength(12);
    expect(screen.getByText('12 întrebări din cel mult 30')).toBeTruthy();
    fireEvent.change(quizFields().questions[10] as HTMLElement, { target: { value: 'De șters?' } });
    fireEvent.change(quizFields().questions[11] as HTMLElement, { target: { value: 'Rămâne?' } });
    fireEvent.click(screen.getByText(texts.quizForm.removeQuestion(11)));

    const questions = quizFields().questions as HTMLTextAreaElement[];
    expect(questions).toHaveLength(11);
    expect(questions[10]?.value).toBe('Rămâne?');
    expect(screen.getByText('11 întrebări din cel mult 30')).toBeTruthy();
  });

  it('warns to create the course first when its course was deleted meanwhile', async () => {
    const { api, user, created } = openAddCourse();
    await createCourse(user);
    fireEvent.change(quizFields().questions[0] as HTMLElement, { target: { value: 'Întrebarea scrisă 1?' } });
    await user.click(screen.getByLabelText(`${texts.common.delete}: ${created.title}`));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.common.delete }),
    );
    await screen.findByText(texts.courseList.deleted);

    await user.click(screen.getByText(texts.quizForm.submit));

    expect(await screen.findByText(texts.quizForm.createCourseFirst)).toBeTruthy();
    // What was typed is still there.
    expect((quizFields().questions[0] as HTMLTextAreaElement).value).toBe('Întrebarea scrisă 1?');
    expect(api.callsTo(`POST /api/courses/${created.id}/quiz/`)).toHaveLength(0);
  });
});

describe('add company button', () => {
  it("opens the owner dashboard's Add Company modal", async () => {
    const { user } = openAddCourse();

    await user.click(await screen.findByRole('button', { name: texts.companies.add }));

    const dialog = await screen.findByRole('dialog', { name: texts.companies.add });
    expect(within(dialog).getByLabelText(startingWith(texts.companies.registrationNumber))).toBeTruthy();
  });
});

describe("the firm's courses table", () => {
  it('lists title, category, subcategory in Romanian and duration, with assign and delete', async () => {
    const course = buildCourse({ title: 'Instruire periodică SSM', subcategory: 'periodica', duration: 75 });
    openAddCourse({ courses: [course] });

    const row = (await screen.findByText(course.title)).closest('tr') as HTMLElement;
    expect(within(row).getByText('SSM')).toBeTruthy();
    expect(within(row).getByText(texts.courseForm.subcategoryLabels.periodica)).toBeTruthy();
    expect(within(row).getByText('75')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: `${texts.courseList.assign}: ${course.title}` })
        .getAttribute('href'),
    ).toBe(`/assign-course/${course.id}`);
  });

  it('asks before deleting, deletes and reloads the list', async () => {
    const { api, user, created } = openAddCourse();
    await createCourse(user);
    const table = screen.getByRole('region', { name: texts.courseList.title });
    const callsBefore = api.callsTo('GET /api/courses/').length;

    await user.click(within(table).getByRole('button', { name: `${texts.common.delete}: ${created.title}` }));
    const dialog = await screen.findByRole('dialog', { name: texts.courseList.deleteTitle });
    expect(within(dialog).getByText(texts.courseList.deleteConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: texts.common.delete }));

    expect(await screen.findByText(texts.courseList.deleted)).toBeTruthy();
    await waitFor(() => expect(within(table).queryByText(created.title)).toBeNull());
    expect(api.callsTo('GET /api/courses/').length).toBeGreaterThan(callsBefore);
  });

  it('says so when the deletion fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, created } = openAddCourse({ deleteStatus: 500 });
    await createCourse(user);
    const table = screen.getByRole('region', { name: texts.courseList.title });

    await user.click(within(table).getByRole('button', { name: `${texts.common.delete}: ${created.title}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.common.delete }),
    );

    expect(await screen.findByText(texts.courseList.deleteFailed)).toBeTruthy();
  });

  it('says so when the firm has no course yet', async () => {
    openAddCourse({ courses: [] });

    expect(await screen.findByText(texts.courses.empty)).toBeTruthy();
  });
});

describe('quiz import from a spreadsheet', () => {
  const sheetQuestions = Array.from({ length: 12 }, (_, index) => ({
    question_text: `Întrebarea din tabel ${index + 1}?`,
    answers: ['Da', 'Nu', 'Uneori', 'Niciodată'],
    correct_index: 2,
  }));

  async function readSheet(sheetAnswer: { status?: number; body: unknown }) {
    const opened = openAddCourse({ sheetAnswer });
    await createCourse(opened.user);
    const sheetInput = document.querySelectorAll('input[type="file"]')[1] as HTMLInputElement;
    await opened.user.upload(sheetInput, new File(['Întrebare;...'], 'chestionar.csv', { type: 'text/csv' }));
    await opened.user.click(screen.getByText(texts.quizImport.read));
    return opened;
  }

  it("fills the form with the sheet's questions, which are then saved as the bank", async () => {
    const { api, user, created } = await readSheet({ body: { questions: sheetQuestions, errors: [] } });

    expect(await screen.findByText(texts.quizImport.imported(12))).toBeTruthy();
    expect(screen.getByText(texts.quizForm.bankCount(12))).toBeTruthy();
    expect((quizFields().questions[11] as HTMLTextAreaElement).value).toBe('Întrebarea din tabel 12?');
    await user.click(screen.getByText(texts.quizForm.submit));

    await waitFor(() => expect(api.callsTo(`POST /api/courses/${created.id}/quiz/`)).toHaveLength(1));
    const body = api.callsTo(`POST /api/courses/${created.id}/quiz/`)[0]?.body as {
      questions: typeof sheetQuestions;
    };
    expect(body.questions).toEqual(sheetQuestions);
  });

  it('lists each refused row with its number and fills nothing', async () => {
    await readSheet({
      body: {
        questions: sheetQuestions.slice(0, 10),
        errors: [{ row: 4, detail: texts.quizImport.missingAnswer(3) }],
      },
    });

    expect(
      await screen.findByText(texts.quizImport.rowError(4, texts.quizImport.missingAnswer(3))),
    ).toBeTruthy();
    expect(screen.getByText(texts.quizImport.rowsRefused)).toBeTruthy();
    expect((quizFields().questions[0] as HTMLTextAreaElement).value).toBe('');
  });
});
