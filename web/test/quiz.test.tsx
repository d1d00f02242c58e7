import { QUIZ_FAIL_REDIRECT_MS, texts } from '@ssm/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser, buildId, signIn } from './support/builders';
import { buildCourseDetail, buildQuiz } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

type Role = 'employee' | 'admin' | 'owner';

function openQuiz({
  role = 'employee' as Role,
  course = buildCourseDetail(),
  grade = { quiz_score: 100, completed: true },
  gradeStatus = 201,
  signStatus = 200,
} = {}) {
  signIn({ role });
  const progressId = buildId();
  const api = fakeApi({
    [`GET /api/courses/${course.id}/`]: { body: course },
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

describe('quiz page', () => {
  it('numbers the questions and starts with no answer chosen', async () => {
    const { course } = openQuiz();

    const groups = await screen.findAllByRole('radiogroup');
    expect(screen.getByRole('heading', { name: texts.courses.quizTitle(course.id), level: 1 })).toBeTruthy();
    expect(screen.getByText(course.title)).toBeTruthy();
    expect(groups).toHaveLength(10);
    expect(screen.getByRole('radiogroup', { name: `1. ${course.quiz?.questions[0]?.text}` })).toBe(groups[0]);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(40);
    expect(radios.some((radio) => radio.checked)).toBe(false);
  });

  it('sends the chosen answers, unanswered ones as null, and goes to the signature on a pass', async () => {
    const course = buildCourseDetail();
    const { api, user, router, progressId } = openQuiz({ course });
    await screen.findAllByRole('radiogroup');
    const [first] = course.quiz?.questions ?? [];
    await user.click(screen.getByRole('radio', { name: first?.answers[2]?.text }));

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/sign/${progressId}`));
    expect(await screen.findByText(texts.quizTaking.passed)).toBeTruthy();
    const [call] = api.callsTo('POST /api/progress-list-create/');
    expect(call?.body).toEqual({
      course: course.id,
      answers: course.quiz?.questions.map((question, index) => ({
        question: question.id,
        answer: index === 0 ? first?.answers[2]?.id : null,
      })),
    });
    // An employee's record is not signed automatically.
    expect(api.callsTo('POST /api/sign-mass-docs/')).toHaveLength(0);
  });

  it("signs an admin's passed record through the bulk-sign call before the signature page", async () => {
    const { api, user, router, progressId } = openQuiz({ role: 'admin' });
    await screen.findAllByRole('radiogroup');

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/sign/${progressId}`));
    // The signature page may read the user again once it mounts; the quiz signs exactly once.
    expect(api.callsTo('POST /api/sign-mass-docs/')).toHaveLength(1);
    expect(api.callsTo('POST /api/sign-mass-docs/')[0]?.body).toEqual({ document_ids: [progressId] });
  });

  it('only logs a failed automatic signature and still goes to the signature page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router, progressId } = openQuiz({ role: 'admin', signStatus: 500 });
    await screen.findAllByRole('radiogroup');

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/sign/${progressId}`));
    expect(logged).toHaveBeenCalledWith('Automatic signature of the admin record failed', expect.anything());
    expect(screen.queryByText('Eroare la semnare')).toBeNull();
  });

  it('says the test was failed and goes back to the course after 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const course = buildCourseDetail();
    const { user, router } = openQuiz({ course, grade: { quiz_score: 90, completed: false } });
    await screen.findAllByRole('radiogroup');

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    expect(await screen.findByText(texts.quizTaking.failed)).toBeTruthy();
    expect(screen.getByText(texts.quizTaking.score(90))).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: texts.quizTaking.submit }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(QUIZ_FAIL_REDIRECT_MS - 1000);
    });
    expect(router.state.location.pathname).toBe(`/courses/${course.id}/quiz`);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${course.id}`));
  });

  it('disables the submit button while the answers are being graded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn({ role: 'employee' });
    const course = buildCourseDetail();
    let grade = (_answer: { status: number; body: unknown }) => {};
    const api = fakeApi({
      [`GET /api/courses/${course.id}/`]: { body: course },
      'POST /api/progress-list-create/': () => new Promise((resolve) => (grade = resolve)),
    });
    const { user } = renderApp(`/courses/${course.id}/quiz`);
    await screen.findAllByRole('radiogroup');
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
    await screen.findAllByRole('radiogroup');

    await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));

    expect(await screen.findByText(texts.quizTaking.saveFailed)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/courses/${course.id}/quiz`);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: texts.quizTaking.submit }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
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
    openQuiz({ course: buildCourseDetail({ quiz: { questions: [] } }) });

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
