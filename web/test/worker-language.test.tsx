import { LANGUAGE_OWN_NAMES, SCREEN_TEXTS, texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readLoginLanguage } from '@/lib/login-language';
import { buildCurrentUser, buildLoginUser, buildProgressItem, buildToken, signIn } from './support/builders';
import { buildAttempt, buildCourse, buildCourseDetail } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { startingWith } from './support/queries';
import { renderApp } from './support/render-app';
import { onTimeWorker } from './support/worker-builders';

/*
 * The trainee's screens in the worker's language (docs/product.md, training in the worker's
 * language): an English-speaking worker reads the course, the quiz and the consent in English, the
 * consent in Romanian too, and can have them read aloud where the browser offers speech synthesis.
 */

const en = SCREEN_TEXTS.en!;

/** A browser's speech synthesis, as far as the read-aloud control uses it. */
function offerSpeechSynthesis(voices: { lang: string }[]) {
  const spoken: { text: string; lang: string }[] = [];
  Object.assign(window, {
    SpeechSynthesisUtterance: class {
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    },
    speechSynthesis: {
      getVoices: () => voices,
      speak: (utterance: { text: string; lang: string }) => spoken.push(utterance),
      cancel: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return spoken;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
});

function englishCourse() {
  const course = buildCourseDetail({ title: 'Safety at work', language: 'en' });
  return {
    ...course,
    versions: [
      { language: 'ro' as const, title: 'Securitatea muncii', file_sha256: 'ab'.repeat(32), has_quiz: true },
      { language: 'en' as const, title: 'Safety at work', file_sha256: 'cd'.repeat(32), has_quiz: true },
    ],
  };
}

describe("the trainee's screens in English", () => {
  it('reads a question and its answers aloud in English, only where the browser can', async () => {
    const spoken = offerSpeechSynthesis([{ lang: 'en-GB' }]);
    signIn({ role: 'employee' });
    const course = englishCourse();
    fakeApi({
      [`GET /api/courses/${course.id}/`]: { body: course },
      'POST /api/quiz-attempts/': { status: 201, body: buildAttempt(course, { language: 'en' }) },
      'GET /api/users/me/': { body: buildCurrentUser({ language: 'en' }) },
    });
    const { user } = renderApp(`/courses/${course.id}/quiz`);

    expect(await screen.findByRole('button', { name: en.quiz.submit })).toBeTruthy();
    const readButtons = screen.getAllByRole('button', { name: en.readAloud.read });
    expect(readButtons).toHaveLength(course.quiz?.questions.length ?? 0);
    await user.click(readButtons[0]!);
    const question = course.quiz?.questions[0];
    expect(spoken[0]?.lang).toBe('en-GB');
    expect(spoken[0]?.text).toContain(question?.text);
    expect(spoken[0]?.text).toContain(question?.answers[3]?.text);
  });

  it('offers no read-aloud control where the browser has no speech synthesis', async () => {
    signIn({ role: 'employee' });
    const course = englishCourse();
    fakeApi({
      [`GET /api/courses/${course.id}/`]: { body: course },
      'POST /api/quiz-attempts/': { status: 201, body: buildAttempt(course, { language: 'en' }) },
      'GET /api/users/me/': { body: buildCurrentUser({ language: 'en' }) },
    });
    renderApp(`/courses/${course.id}/quiz`);

    expect(await screen.findByRole('button', { name: en.quiz.submit })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.readAloud.read })).toBeNull();
  });

  it('shows the consent in English and the Romanian text the record holds, and notes a missing voice', async () => {
    offerSpeechSynthesis([{ lang: 'ro-RO' }]);
    signIn({ role: 'employee' });
    const record = buildProgressItem({ document_status: 'awaiting_trainee' });
    fakeApi({
      'GET /api/user-progress/': { body: [record] },
      'GET /api/users/me/': { body: buildCurrentUser({ language: 'en' }) },
      'GET /api/passkeys/': { body: { items: [], registration_open: false } },
    });
    renderApp(`/sign/${record.id}`);

    expect(await screen.findByRole('heading', { name: en.consent.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: texts.signing.consentTitle })).toBeTruthy();
    expect(screen.getByText(en.consent.romanianBinding)).toBeTruthy();
    expect(screen.getByText(texts.signing.consent[0]!)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.consent.submit })).toBeTruthy();
    expect(screen.getByText(en.readAloud.noVoice(LANGUAGE_OWN_NAMES.en))).toBeTruthy();
    // Without a passkey the signature is confirmed with the e-mailed code, asked for in English.
    expect(await screen.findByText(en.signingConfirmation.codeNeeded)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.signingConfirmation.requestCode })).toBeTruthy();
  });
});

describe("the worker's dashboard and profile in English", () => {
  const course = buildCourse({ title: 'Safety at work', subcategory: 'periodica' });
  const passed = buildProgressItem({
    course: course.id,
    course_title: course.title,
    quiz_score: 90,
    completed_at: '2026-03-04T08:15:00.000Z',
    document_status: 'awaiting_trainee',
  });

  function openAsEnglishWorker(path: string, answers: Parameters<typeof fakeApi>[0] = {}) {
    signIn({ role: 'employee' });
    const api = fakeApi({
      'GET /api/users/me/': { body: buildCurrentUser({ language: 'en', birth_date: '1990-03-07' }) },
      'GET /api/courses/': { body: [course] },
      'GET /api/user-progress/': { body: [passed] },
      'GET /api/users/me/trainings/': { body: onTimeWorker.training },
      'GET /api/passkeys/': { body: { items: [], registration_open: false } },
      ...answers,
    });
    return { api, ...renderApp(path) };
  }

  it('shows the dashboard in English: courses, states, due dates and trainings as English writes them', async () => {
    openAsEnglishWorker('/dashboard-employee');

    expect(await screen.findByRole('heading', { name: en.dashboard.title, level: 1 })).toBeTruthy();
    expect(document.querySelector('main')?.getAttribute('lang')).toBe('en-GB');
    const list = await screen.findByRole('region', { name: en.dashboard.coursesTitle });
    expect(await within(list).findByText(en.dashboard.courseStatus.awaiting_signature)).toBeTruthy();
    const due = onTimeWorker.training.domains.SSM.phases.periodica.due_date as string;
    const [year, month, day] = due.split('-');
    expect(within(list).getByText(en.dashboard.dueDate(`${day}/${month}/${year}`))).toBeTruthy();
    const toSign = screen.getByRole('region', { name: en.dashboard.recordsToSignTitle });
    expect(within(toSign).getByText(en.dashboard.recordToSignLine('04/03/2026', '90'))).toBeTruthy();
    const trainings = screen.getByRole('region', { name: en.dashboard.trainingsTitle });
    expect(within(trainings).getAllByText(en.dashboard.trainingStatus.on_time).length).toBeGreaterThan(0);
    expect(within(trainings).getAllByText(en.dashboard.dueDateLabel).length).toBeGreaterThan(0);
    // The frame around it speaks English too; no Romanian label is left on the page.
    expect(screen.getByRole('navigation', { name: en.frame.navigation })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: en.frame.profile }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: en.frame.logout })).toBeTruthy();
    for (const romanian of [texts.dashboards.employee, texts.courses.listTitle, texts.common.logout]) {
      expect(screen.queryByText(romanian)).toBeNull();
    }
  });

  it("remembers the worker's language on the device, so the next page load renders in English first", async () => {
    openAsEnglishWorker('/dashboard-employee');

    await screen.findByRole('heading', { name: en.dashboard.title, level: 1 });
    await waitFor(() => expect(readLoginLanguage()).toBe('en'));
  });

  it('shows the profile in English, the birth date as English writes it', async () => {
    openAsEnglishWorker('/profile');

    expect(await screen.findByRole('heading', { name: en.profile.title, level: 1 })).toBeTruthy();
    expect(await screen.findByText('07/03/1990')).toBeTruthy();
    expect(screen.getByText(en.profile.jobTitle)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: en.profile.historyTitle })).toBeTruthy();
    expect(await screen.findByText(`${en.profile.historyScore}: 90%`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: en.passkeys.title })).toBeTruthy();
    expect(await screen.findByText(en.passkeys.registrationClosed)).toBeTruthy();
    expect(screen.getByRole('heading', { name: en.profile.changePasswordTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.frame.backToDashboard })).toBeTruthy();
  });

  it('checks the new password in English and shows the server refusal it gets', async () => {
    const { user } = openAsEnglishWorker('/profile', {
      'POST /api/change-password/': {
        status: 400,
        body: {
          detail: en.refusals.wrongOldPassword,
          errors: { old_password: [en.refusals.wrongOldPassword] },
        },
      },
    });
    await screen.findByRole('heading', { name: en.profile.changePasswordTitle });

    await user.type(screen.getByLabelText(startingWith(en.profile.newPassword)), 'Trei cuvinte lungi 42');
    await user.type(screen.getByLabelText(startingWith(en.profile.confirmPassword)), 'Alt text 42');
    await user.click(screen.getByRole('button', { name: en.profile.changePasswordSubmit }));
    expect(await screen.findByText(en.profile.passwordMismatch)).toBeTruthy();
    expect(screen.getByText(en.frame.required)).toBeTruthy();

    await user.type(screen.getByLabelText(startingWith(en.profile.oldPassword)), 'Gresita-123');
    await user.clear(screen.getByLabelText(startingWith(en.profile.confirmPassword)));
    await user.type(screen.getByLabelText(startingWith(en.profile.confirmPassword)), 'Trei cuvinte lungi 42');
    await user.click(screen.getByRole('button', { name: en.profile.changePasswordSubmit }));
    expect((await screen.findAllByText(en.refusals.wrongOldPassword)).length).toBeGreaterThan(0);
  });

  it('keeps a Romanian worker on Romanian screens', async () => {
    signIn({ role: 'employee' });
    fakeApi({
      'GET /api/users/me/': { body: buildCurrentUser({ language: 'ro' }) },
      'GET /api/courses/': { body: [course] },
      'GET /api/user-progress/': { body: [passed] },
      'GET /api/users/me/trainings/': { body: onTimeWorker.training },
    });
    renderApp('/dashboard-employee');

    expect(await screen.findByRole('heading', { name: texts.dashboards.employee, level: 1 })).toBeTruthy();
    expect(await screen.findByText(texts.courses.recordToSignLine('04.03.2026', '90'))).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.common.logout })).toBeTruthy();
  });
});

describe('the login in English', () => {
  it('asks the server for English refusals and shows the one it answers', async () => {
    const api = fakeApi({ 'POST /api/token/': { status: 401, body: { detail: en.refusals.loginFailed } } });
    const { user } = renderApp('/login');
    await user.selectOptions(await screen.findByLabelText(SCREEN_TEXTS.ro.languageSwitch), 'en');

    await user.type(screen.getByLabelText(startingWith(en.login.username)), 'sunil.perera');
    await user.type(screen.getByLabelText(startingWith(en.login.password)), 'Gresita-123');
    await user.click(screen.getByRole('button', { name: en.login.submit }));

    expect(await screen.findByText(en.refusals.loginFailed)).toBeTruthy();
    expect(api.callsTo('POST /api/token/')[0]?.headers.get('accept-language')).toBe('en-GB');
  });

  it('greets a worker in English and asks for the temporary password in English', async () => {
    const worker = buildLoginUser({ role: 'employee' });
    const exp = Math.floor(Date.now() / 1000) + 3600;
    fakeApi({
      'POST /api/token/': {
        body: {
          access: buildToken({ sub: worker.id, role: 'employee', is_superowner: false, exp }),
          user: worker,
          must_change_password: true,
        },
      },
      'GET /api/users/me/': { body: buildCurrentUser({ ...worker, language: 'en' }) },
    });
    const { user } = renderApp('/login');
    await user.selectOptions(await screen.findByLabelText(SCREEN_TEXTS.ro.languageSwitch), 'en');

    await user.type(screen.getByLabelText(startingWith(en.login.username)), 'sunil.perera');
    await user.type(screen.getByLabelText(startingWith(en.login.password)), 'Temporara-2026');
    await user.click(screen.getByRole('button', { name: en.login.submit }));

    expect(await screen.findByText(en.login.signedIn)).toBeTruthy();
    expect(await screen.findByLabelText(startingWith(en.profile.temporaryPassword))).toBeTruthy();
  });
});
