import { QUIZ_FAIL_REDIRECT_MS, texts } from '@ssm/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser, buildId, signIn } from './support/builders';
import { buildAttempt, buildCourseDetail, buildQuiz } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

type Role = 'employee' | 'admin' | 'owner';

function openQuiz({
  role = 'employee' as Role,
  course = buildCourseDetail(),
  grade = { quiz_score: 100, completed: true },
  gradeStatus = 201,
  signStatus = 200,
  attempt = { status: 201, body: buildAttempt(course) as unknown },
} = {}) {
  signIn({ role });
  const progressId = buildId();
  const api = fakeApi({
    [`GET /api/courses/${course.id}/`]: { body: course },
    'POST /api/quiz-attempts/': attempt,
    'POST /api/progress-list-create/': {
      status: gradeStatus,
      body: gradeStatus < 300 ? { id: progressId, course: course.id, ...grade } : { detail: 'Eroare' },
    },
    'GET /api/users/me/': { body: buildCurrentUser({ role: role === 'owner' ? 'owner' : role }) },
    'POST /api/sign-mass-docs/': {
      status: signStatus,
      body:
        signStatus < 300
          ? { detail: 'ok', signed: [], already_signed: [progressId], not_signed: [] }
          : { detail: 'Eroare la semnare' },
    },
  });
  return { api, course, progressId, ...renderApp(`/courses/${course.id}/quiz`) };
}

afterEach(() => {
  vi.useRealTimers();
});

type OpenedQuiz = ReturnType<typeof openQuiz>;

/**
 * Chooses the first answer of every question but the last `leaveOut`, each by its label within its
 * own question: a label query over the whole page matches every label against all 40 radios, a
 * tenth of a second per answer in jsdom.
 */
async function answerAll({ user, course }: Pick<OpenedQuiz, 'user' | 'course'>, { leaveOut = 0 } = {}) {
  const groups = await screen.findAllByRole('radiogroup');
  const questions = course.quiz?.questions ?? [];
  for (const [index, question] of questions.slice(0, questions.length - leaveOut).entries()) {
    await user.click(within(groups[index] as HTMLElement).getByLabelText(question.answers[0]?.text ?? ''));
  }
}

describe('quiz page', () => {
  it('numbers the questions and starts with no answer chosen', async () => {
    const { course } = openQuiz();

    const groups = await screen.findAllByRole('radiogroup');
    expect(
      screen.getByRole('heading', { name: `Chestionar verificare: Curs ${course.title}`, level: 1 }),
    ).toBeTruthy();
    expect(screen.queryByText(course.id, { exact: false })).toBeNull();
    expect(screen.getByText(texts.quizTaking.attemptsLeft(2))).toBeTruthy();
    expect(groups).toHaveLength(10);
    expect(screen.getByRole('radiogroup', { name: `1. ${course.quiz?.questions[0]?.text}` })).toBe(groups[0]);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(40);
    expect(radios.some((radio) => radio.checked)).toBe(false);
  });

  it('asks before sending unanswered questions, sends nothing until confirmed, then sends them as null', async () => {
    const course = buildCourseDetail();
    const attempt = buildAttempt(course);
    const { api, user, router, progressId } = openQuiz({ course, attempt: { status: 201, body: attempt } });
    await screen.findAllByRole('radiogroup');
    const [first] = course.quiz?.questions ?? [];
    await user.click(screen.getByRole('radio', { name: first?.answers[2]?.text }));

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    const dialog = await screen.findByRole('dialog', { name: 'Ai 9 întrebări fără răspuns' });
    expect(dialog.textContent).toContain(texts.quizTaking.unansweredConfirm);
    expect(api.callsTo('POST /api/progress-list-create/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: texts.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/progress-list-create/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));
    await user.click(await screen.findByRole('button', { name: texts.quizTaking.unansweredSubmit }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/sign/${progressId}`));
    expect(await screen.findByText(texts.quizTaking.passed)).toBeTruthy();
    const [call] = api.callsTo('POST /api/progress-list-create/');
    expect(call?.body).toEqual({
      course: course.id,
      attempt: attempt.attempt,
      answers: course.quiz?.questions.map((question, index) => ({
        question: question.id,
        answer: index === 0 ? first?.answers[2]?.id : null,
      })),
    });
    // An employee's record is not signed automatically.
    expect(api.callsTo('POST /api/sign-mass-docs/')).toHaveLength(0);
  });

  it('counts one unanswered question in the singular, and asks nothing when all are answered', async () => {
    const opened = openQuiz();
    await answerAll(opened, { leaveOut: 1 });

    await opened.user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    expect(await screen.findByRole('dialog', { name: 'Ai 1 întrebare fără răspuns' })).toBeTruthy();
    await opened.user.click(screen.getByRole('button', { name: texts.common.cancel }));
    const last = opened.course.quiz?.questions.at(-1);
    await opened.user.click(screen.getByRole('radio', { name: last?.answers[0]?.text }));
    await opened.user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    await waitFor(() => expect(opened.api.callsTo('POST /api/progress-list-create/')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("signs an admin's passed record through the bulk-sign call before the signature page", async () => {
    const { api, user, router, progressId, course } = openQuiz({ role: 'admin' });
    await answerAll({ user, course });

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/sign/${progressId}`));
    // The signature page may read the user again once it mounts; the quiz signs exactly once.
    expect(api.callsTo('POST /api/sign-mass-docs/')).toHaveLength(1);
    expect(api.callsTo('POST /api/sign-mass-docs/')[0]?.body).toEqual({ document_ids: [progressId] });
  });

  it('only logs a failed automatic signature and still goes to the signature page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router, progressId, course } = openQuiz({ role: 'admin', signStatus: 500 });
    await answerAll({ user, course });

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/sign/${progressId}`));
    expect(logged).toHaveBeenCalledWith('Automatic signature of the admin record failed', expect.anything());
    expect(screen.queryByText('Eroare la semnare')).toBeNull();
  });

  it('shows the failure with its score in the page, then opens the course at the top after 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const course = buildCourseDetail();
    const { user, router } = openQuiz({ course, grade: { quiz_score: 90, completed: false } });
    await answerAll({ user, course });

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    // One block in the page says both, so no notification lies over the score on a phone.
    const outcome = await screen.findByRole('status');
    expect(outcome.textContent).toBe(`${texts.quizTaking.failed}${texts.quizTaking.score(90)}`);
    expect(screen.getAllByText(texts.quizTaking.failed)).toHaveLength(1);
    expect(
      (screen.getByRole('button', { name: texts.quizTaking.submit }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(QUIZ_FAIL_REDIRECT_MS - 1000);
    });
    expect(router.state.location.pathname).toBe(`/courses/${course.id}/quiz`);
    expect(scrolled).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${course.id}`));
    expect(scrolled).toHaveBeenCalledWith({ top: 0 });
  });

  it('shows why no attempt is handed out (the pause, a passed course) and the way back to the course', async () => {
    const detail =
      'Ai folosit cele 3 încercări. Recitește materialul; poți încerca din nou după 02.03.2026, 11:02:00.';
    const { user, router, course, api } = openQuiz({ attempt: { status: 429, body: { detail } } });

    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(api.callsTo('POST /api/quiz-attempts/')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: texts.quizTaking.backToCourse }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${course.id}`));
  });

  it('shows how much study the course still asks for before its quiz opens', async () => {
    const detail = texts.study.minimumNotReached(texts.study.timeLeft(4 * 60 + 10));
    const { user, router, course } = openQuiz({ attempt: { status: 409, body: { detail } } });

    expect(await screen.findByText(detail)).toBeTruthy();
    expect(detail).toContain('Mai ai de studiat 5 minute');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.click(screen.getByRole('button', { name: texts.quizTaking.backToCourse }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${course.id}`));
  });

  it('disables the submit button while the answers are being graded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn({ role: 'employee' });
    const course = buildCourseDetail();
    let grade = (_answer: { status: number; body: unknown }) => {};
    const api = fakeApi({
      [`GET /api/courses/${course.id}/`]: { body: course },
      'POST /api/quiz-attempts/': { status: 201, body: buildAttempt(course) },
      'POST /api/progress-list-create/': () => new Promise((resolve) => (grade = resolve)),
    });
    const { user } = renderApp(`/courses/${course.id}/quiz`);
    await answerAll({ user, course });
    const submit = screen.getByRole('button', { name: texts.quizTaking.submit }) as HTMLButtonElement;

    await user.click(submit);
    await user.click(submit);

    expect(submit.disabled).toBe(true);
    expect(api.callsTo('POST /api/progress-list-create/')).toHaveLength(1);
    grade({ status: 500, body: { detail: 'Eroare' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('shows the save failure and lets the trainee try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router, course } = openQuiz({ gradeStatus: 500 });
    await answerAll({ user, course });

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    expect(await screen.findByText(texts.quizTaking.saveFailed)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/courses/${course.id}/quiz`);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: texts.quizTaking.submit }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it("shows the attempt's deadline in Romania's time", async () => {
    const course = buildCourseDetail();
    openQuiz({
      course,
      attempt: { status: 201, body: buildAttempt(course, { expires_at: '2026-02-10T10:30:00.000Z' }) },
    });

    expect(await screen.findByText(/până la 10\.02\.2026, 12:30:00\./)).toBeTruthy();
  });

  it("shows the server's reason for a refused submission instead of the generic failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, course } = openQuiz({ gradeStatus: 400 });
    await answerAll({ user, course });

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    expect(await screen.findByText('Eroare')).toBeTruthy();
    expect(screen.queryByText(texts.quizTaking.saveFailed)).toBeNull();
  });

  it('says why an attempt is over and starts a new one on request, with no answer carried over', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn({ role: 'employee' });
    const course = buildCourseDetail();
    const attempts = [buildAttempt(course), buildAttempt(course, { attempts_left: 1 })];
    const api = fakeApi({
      [`GET /api/courses/${course.id}/`]: { body: course },
      'POST /api/quiz-attempts/': () => ({ status: 201, body: attempts.shift() }),
      'POST /api/progress-list-create/': { status: 409, body: { detail: texts.quizTaking.attemptExpired } },
    });
    const { user } = renderApp(`/courses/${course.id}/quiz`);
    await answerAll({ user, course });

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));
    expect(await screen.findByText(texts.quizTaking.attemptExpired)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: texts.quizTaking.submit }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: texts.quizTaking.newAttempt }));

    expect(await screen.findByText(texts.quizTaking.attemptsLeft(1))).toBeTruthy();
    expect(api.callsTo('POST /api/quiz-attempts/')).toHaveLength(2);
    expect(screen.queryByText(texts.quizTaking.attemptExpired)).toBeNull();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('sends a course without a quiz back to its page with the message', async () => {
    const course = buildCourseDetail({ quiz: null, has_quiz: false });
    const { router } = openQuiz({ course });

    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${course.id}`));
    expect(await screen.findByText(texts.quizTaking.noQuiz)).toBeTruthy();
  });

  it('says so when the quiz cannot be loaded', async () => {
    signIn({ role: 'employee' });
    fakeApi({});

    renderApp(`/courses/${buildId()}/quiz`);

    expect(await screen.findByText(texts.quizTaking.loadFailed)).toBeTruthy();
  });

  it('says so when the quiz has no questions', async () => {
    const course = buildCourseDetail();
    openQuiz({ course, attempt: { status: 201, body: buildAttempt(course, { questions: [] }) } });

    expect(await screen.findByText(texts.quizTaking.empty)).toBeTruthy();
  });

  it('shows the loading text first', async () => {
    openQuiz();

    // The page itself loads with its route first.
    expect(await screen.findByText(texts.quizTaking.loading)).toBeTruthy();
    await screen.findAllByRole('radiogroup');
  });

  it('shows an owner a preview with the correct answers and no way to submit', async () => {
    const course = buildCourseDetail({ quiz: buildQuiz({ withCorrect: true }) });
    openQuiz({ role: 'owner', course });

    expect(await screen.findByText(texts.quizTaking.ownerPreview)).toBeTruthy();
    expect(screen.getAllByText(texts.quizTaking.correct)).toHaveLength(10);
    expect(screen.queryByRole('button', { name: texts.quizTaking.submit })).toBeNull();
  });
});
