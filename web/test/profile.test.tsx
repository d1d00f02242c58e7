import { texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser, buildProgressItem, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { startingWith } from './support/queries';
import { renderApp } from './support/render-app';

type ProfileApi = {
  me?: ReturnType<typeof buildCurrentUser>;
  progress?: ReturnType<typeof buildProgressItem>[];
  changePassword?: { status?: number; body?: unknown };
};

function openProfile({
  me = buildCurrentUser(),
  progress = [],
  changePassword = { body: { detail: 'ok', access: 'fresh.token.value' } },
}: ProfileApi = {}) {
  signIn({ role: 'employee' });
  const api = fakeApi({
    'GET /api/users/me/': { body: me },
    'GET /api/user-progress/': { body: progress },
    'POST /api/change-password/': changePassword,
  });
  return { api, ...renderApp('/profile') };
}

async function fillPasswordForm(
  user: ReturnType<typeof renderApp>['user'],
  values: { old: string; next: string; confirm: string },
) {
  await user.type(screen.getByLabelText(startingWith(texts.profile.oldPassword)), values.old);
  await user.type(screen.getByLabelText(startingWith(texts.profile.newPassword)), values.next);
  await user.type(screen.getByLabelText(startingWith(texts.profile.confirmPassword)), values.confirm);
  await user.click(screen.getByRole('button', { name: texts.profile.changePasswordSubmit }));
}

describe('profile page', () => {
  it('shows the user with the date as DD.MM.YYYY', async () => {
    openProfile({
      me: buildCurrentUser({ first_name: 'Maria', last_name: 'Popa', birth_date: '1990-03-07' }),
    });

    expect(await screen.findByRole('heading', { name: 'Maria Popa' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: texts.profile.title, level: 1 })).toBeTruthy();
    expect(screen.getByText('07.03.1990')).toBeTruthy();
    expect(screen.getByText('Operator CNC')).toBeTruthy();
    expect(document.title).toBe(`${texts.profile.title} · ${texts.common.appName}`);
  });

  it('shows the fallbacks for missing fields', async () => {
    openProfile({ me: buildCurrentUser({ job_title: null, email: null, address: '', birth_date: null }) });

    await screen.findByText(texts.profile.jobTitle);
    expect(screen.getAllByText(texts.common.notSpecifiedFeminine)).toHaveLength(2);
    expect(screen.getAllByText(texts.common.notSpecified)).toHaveLength(2);
  });

  it('lists at most 28 trainings with score, completion and date or a dash', async () => {
    const progress = [
      buildProgressItem({
        course_title: 'Instruire PSI',
        quiz_score: 90,
        completed: false,
        completed_at: null,
      }),
      buildProgressItem({ course_title: 'Instruire SSM', completed_at: '2026-02-10T23:30:00.000Z' }),
      ...Array.from({ length: 28 }, (_, index) =>
        buildProgressItem({ course_title: `Curs vechi ${index + 1}` }),
      ),
    ];

    openProfile({ progress });

    const history = await screen.findByRole('region', { name: texts.profile.historyTitle });
    await within(history).findByText('Instruire PSI');
    expect(within(history).getAllByRole('listitem')).toHaveLength(28);
    expect(within(history).queryByText('Curs vechi 27')).toBeNull();
    const failed = within(history).getByText('Instruire PSI').closest('li') as HTMLElement;
    expect(within(failed).getByText(`${texts.profile.historyScore}: 90%`)).toBeTruthy();
    expect(within(failed).getByText(texts.common.no)).toBeTruthy();
    expect(within(failed).getByText(`${texts.profile.historyDate}: ${texts.common.dash}`)).toBeTruthy();
    const passed = within(history).getByText('Instruire SSM').closest('li') as HTMLElement;
    expect(within(passed).getByText(texts.common.yes)).toBeTruthy();
    // 23:30 UTC is already the next day in Romania.
    expect(within(passed).getByText(`${texts.profile.historyDate}: 11.02.2026`)).toBeTruthy();
  });

  it('says so when there is no training yet', async () => {
    openProfile({ progress: [] });

    expect(await screen.findByText(texts.profile.historyEmpty)).toBeTruthy();
  });

  it('requires all three password fields', async () => {
    const { api, user } = openProfile();
    await screen.findByText(texts.profile.historyEmpty);

    await user.click(screen.getByRole('button', { name: texts.profile.changePasswordSubmit }));

    expect(screen.getAllByText(texts.api.required)).toHaveLength(3);
    expect(api.callsTo('POST /api/change-password/')).toHaveLength(0);
  });

  it('refuses a confirmation that differs and sends nothing', async () => {
    const { api, user } = openProfile();
    await screen.findByText(texts.profile.historyEmpty);

    await fillPasswordForm(user, { old: 'Veche2025', next: 'Noua2026x', confirm: 'Noua2026y' });

    expect(screen.getByText(texts.profile.passwordMismatch)).toBeTruthy();
    expect(api.callsTo('POST /api/change-password/')).toHaveLength(0);
  });

  it('sends old and new password, confirms the change and keeps the fresh token', async () => {
    const { api, user } = openProfile();
    await screen.findByText(texts.profile.historyEmpty);

    await fillPasswordForm(user, { old: 'Veche2025', next: 'Noua2026x', confirm: 'Noua2026x' });

    expect((await screen.findAllByText(texts.profile.passwordChanged)).length).toBeGreaterThan(0);
    expect(localStorage.getItem('token')).toBe('fresh.token.value');
    expect(api.callsTo('POST /api/change-password/')[0]?.body).toEqual({
      old_password: 'Veche2025',
      new_password: 'Noua2026x',
    });
  });

  it("shows the server's explanation when the change is refused", async () => {
    const { user } = openProfile({
      changePassword: { status: 400, body: { detail: texts.api.wrongOldPassword } },
    });
    await screen.findByText(texts.profile.historyEmpty);

    await fillPasswordForm(user, { old: 'Gresita2025', next: 'Noua2026x', confirm: 'Noua2026x' });

    expect(await screen.findByText(texts.api.wrongOldPassword)).toBeTruthy();
  });

  it('falls back to the generic text when the server gives no explanation', async () => {
    const { user } = openProfile({ changePassword: { status: 500 } });
    await screen.findByText(texts.profile.historyEmpty);

    await fillPasswordForm(user, { old: 'Veche2025', next: 'Noua2026x', confirm: 'Noua2026x' });

    await waitFor(() => expect(screen.getByText(texts.common.unknownError)).toBeTruthy());
  });
});

describe('the password strength meter', () => {
  it('says the rules under the new password before anything is typed', async () => {
    openProfile();
    const newPassword = await screen.findByLabelText(startingWith(texts.profile.newPassword));

    expect(newPassword.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(String(newPassword.getAttribute('aria-describedby')));
    expect(description?.textContent).toBe(texts.passwordStrength.rules);
  });

  it("names why a password would be refused, the person's own names included, and rates a good one", async () => {
    const { user } = openProfile({ me: buildCurrentUser({ first_name: 'Andrei', last_name: 'Georgescu' }) });
    const newPassword = await screen.findByLabelText(startingWith(texts.profile.newPassword));
    const meterText = (level: string) => startingWith(`${texts.passwordStrength.meterLabel}: ${level}`);

    await user.type(newPassword, 'password1');
    const common = await screen.findByText((content) =>
      content.includes(texts.passwordStrength.problems.common),
    );
    expect(common.textContent).toMatch(meterText(texts.passwordStrength.levels[0]));

    await user.clear(newPassword);
    await user.type(newPassword, 'Georgescu!Verde47');
    const personal = await screen.findByText((content) =>
      content.includes(texts.passwordStrength.problems.personal),
    );
    expect(personal).toBeTruthy();

    await user.clear(newPassword);
    await user.type(newPassword, 'Tramvai-Galben-Ploua7');
    expect(await screen.findByText(meterText(texts.passwordStrength.levels[4]))).toBeTruthy();
    expect(
      screen.queryByText((content) => content.includes(texts.passwordStrength.problems.personal)),
    ).toBeNull();
  });
});

describe('logging out from the profile', () => {
  it.each([
    [texts.common.logout, 'POST /api/logout/'],
    [texts.sessions.logoutEverywhere, 'POST /api/logout-everywhere/'],
  ])('"%s" asks the server to refuse the token, then forgets the session', async (button, call) => {
    signIn({ role: 'employee' });
    const token = localStorage.getItem('token');
    const api = fakeApi({
      'GET /api/users/me/': { body: buildCurrentUser() },
      'GET /api/user-progress/': { body: [] },
      [call]: { body: { detail: 'ok' } },
    });
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: button }));

    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(api.callsTo(call).map((sent) => sent.headers.get('Authorization'))).toEqual([`Bearer ${token}`]);
  });

  it('forgets the session even when the server already refuses the token', async () => {
    signIn({ role: 'employee' });
    const api = fakeApi({
      'GET /api/users/me/': { body: buildCurrentUser() },
      'GET /api/user-progress/': { body: [] },
      'POST /api/logout/': { status: 401, body: { detail: texts.api.invalidToken } },
    });
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: texts.common.logout }));

    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(api.callsTo('POST /api/logout/')).toHaveLength(1);
  });
});

describe('signed record download', () => {
  it("offers the PDF for a completed training and shows the server's reason when it is not signed yet", async () => {
    const passed = buildProgressItem({ course_title: 'Instruire SSM' });
    signIn({ role: 'employee' });
    fakeApi({
      'GET /api/users/me/': { body: buildCurrentUser() },
      'GET /api/user-progress/': {
        body: [
          passed,
          buildProgressItem({ course_title: 'Instruire PSI', completed: false, completed_at: null }),
        ],
      },
      [`GET /api/documents/${passed.id}/pdf/`]: {
        status: 409,
        body: { detail: texts.documents.notFullySigned },
      },
    });
    const { user } = renderApp('/profile');

    const history = await screen.findByRole('region', { name: texts.profile.historyTitle });
    const links = await within(history).findAllByRole('button', { name: texts.documents.download });
    expect(links).toHaveLength(1);

    await user.click(links[0] as HTMLElement);
    expect(await screen.findByText(texts.documents.notFullySigned)).toBeTruthy();
  });
});

describe("the worker's fișe individuale", () => {
  it("offers one per domain, asks for the worker's own and shows the server's reason for an empty one", async () => {
    const me = buildCurrentUser();
    signIn({ role: 'employee' });
    const api = fakeApi({
      'GET /api/users/me/': { body: me },
      'GET /api/user-progress/': { body: [] },
      [`GET /api/users/${me.id}/training-sheet/PSI-SU/`]: {
        status: 409,
        body: { detail: texts.trainingSheet.noTrainings },
      },
    });
    const { user } = renderApp('/profile');

    const sheets = await screen.findByRole('region', { name: texts.trainingSheet.title });
    expect(within(sheets).getByRole('button', { name: texts.trainingSheet.download('SSM') })).toBeTruthy();
    await user.click(within(sheets).getByRole('button', { name: texts.trainingSheet.download('PSI-SU') }));

    expect(await screen.findByText(texts.trainingSheet.noTrainings)).toBeTruthy();
    expect(api.callsTo(`GET /api/users/${me.id}/training-sheet/PSI-SU/`)).toHaveLength(1);
  });

  it('is not offered to an owner, who has no company', async () => {
    signIn({ role: 'owner' });
    fakeApi({
      'GET /api/users/me/': { body: buildCurrentUser({ role: 'owner', company: null }) },
      'GET /api/user-progress/': { body: [] },
    });
    renderApp('/profile');

    await screen.findByText(texts.profile.historyEmpty);
    expect(screen.queryByRole('region', { name: texts.trainingSheet.title })).toBeNull();
  });
});
