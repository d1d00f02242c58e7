import { DEFAULT_SITE_CONFIG, texts } from '@ssm/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLoginUser, buildToken } from './support/builders';
import { fakeApi } from './support/fake-api';
import { startingWith } from './support/queries';
import { renderApp } from './support/render-app';

function buildLoginAnswer(user = buildLoginUser()) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return {
    access: buildToken({ sub: user.id, role: user.role, is_superowner: user.is_superowner, exp }),
    user,
    must_change_password: false,
  };
}

async function submitLogin(user: ReturnType<typeof renderApp>['user'], username: string, password: string) {
  await user.type(await screen.findByLabelText(startingWith(texts.login.username)), username);
  await user.type(screen.getByLabelText(startingWith(texts.login.password)), password);
  await user.click(screen.getByRole('button', { name: texts.login.submit }));
}

/** The page's own alert carrying `text` (not a notification). */
async function findAlert(text: string) {
  return (await screen.findByText(text)).closest('[role="alert"]');
}

describe('login page', () => {
  it('requires both fields and sends nothing without them', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: texts.login.submit }));

    expect(screen.getByText(texts.login.usernameRequired)).toBeTruthy();
    expect(screen.getByText(texts.login.passwordRequired)).toBeTruthy();
    expect(api.callsTo('POST /api/token/')).toHaveLength(0);
  });

  it.each([
    {
      role: 'owner',
      isSuperowner: false,
      path: '/dashboard-owner',
      heading: texts.dashboards.owner,
      label: 'Responsabil SSM',
    },
    {
      role: 'admin',
      isSuperowner: false,
      path: '/dashboard-admin',
      heading: texts.dashboards.admin,
      label: 'Administrator',
    },
    {
      role: 'employee',
      isSuperowner: false,
      path: '/dashboard-employee',
      heading: texts.dashboards.employee,
      label: 'Angajat',
    },
    {
      role: 'superowner',
      isSuperowner: true,
      path: '/dashboard-superowner',
      heading: texts.dashboards.superowner,
      label: 'Administrator platformă',
    },
  ] as const)(
    'sends a $role to $path and keeps the session',
    async ({ role, isSuperowner, path, heading, label }) => {
      const answer = buildLoginAnswer(buildLoginUser({ role, is_superowner: isSuperowner }));
      const api = fakeApi({ 'POST /api/token/': { body: answer } });
      const { user, router } = renderApp('/login');

      await submitLogin(user, '  maria.popa ', 'Instruire2026');

      expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByText(texts.login.success(label))).toBeTruthy();
      expect(localStorage.getItem('token')).toBe(answer.access);
      expect(localStorage.getItem('role')).toBe(role);
      expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(answer.user);
      expect(api.callsTo('POST /api/token/')[0]?.body).toEqual({
        username: 'maria.popa',
        password: 'Instruire2026',
      });
    },
  );

  it('sends a user flagged super owner to the super owner dashboard whatever the role', async () => {
    fakeApi({
      'POST /api/token/': { body: buildLoginAnswer(buildLoginUser({ role: 'owner', is_superowner: true })) },
    });
    const { user, router } = renderApp('/login');

    await submitLogin(user, 'superadmin', 'Instruire2026');

    expect(await screen.findByRole('heading', { name: texts.dashboards.superowner })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard-superowner');
  });

  it('shows the wrong-credentials text on 401 and stores nothing', async () => {
    fakeApi({ 'POST /api/token/': { status: 401, body: { detail: texts.login.failure } } });
    const { user, router } = renderApp('/login');

    await submitLogin(user, 'ion.georgescu', 'gresit');

    expect(await findAlert(texts.login.failure)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's explanation on 429", async () => {
    fakeApi({ 'POST /api/token/': { status: 429, body: { detail: texts.api.tooManyLoginAttempts } } });
    const { user } = renderApp('/login');

    await submitLogin(user, 'ion.georgescu', 'gresit');

    expect(await findAlert(texts.api.tooManyLoginAttempts)).toBeTruthy();
  });

  it("says on 403 that the person's company is archived, and stays on the login page signed out", async () => {
    fakeApi({ 'POST /api/token/': { status: 403, body: { detail: texts.accountAccess.companyArchived } } });
    const { user, router } = renderApp('/login');

    await submitLogin(user, 'ion.georgescu', 'Parola-Buna1');

    expect(await findAlert(texts.accountAccess.companyArchived)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('disables the Login button while the request runs', async () => {
    let answerLogin: (value: { status: number; body: unknown }) => void = () => {};
    fakeApi({ 'POST /api/token/': () => new Promise((resolve) => (answerLogin = resolve)) });
    const { user } = renderApp('/login');

    await submitLogin(user, 'ion.georgescu', 'gresit');

    const button = screen.getByRole('button', { name: texts.login.submit });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    answerLogin({ status: 401, body: { detail: texts.login.failure } });
    await findAlert(texts.login.failure);
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('links to password reset, the public verification page and a contact address', async () => {
    renderApp('/login');

    expect((await screen.findByRole('link', { name: texts.login.forgotPassword })).getAttribute('href')).toBe(
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: texts.login.verifyLink }).getAttribute('href')).toBe(
      '/verificare',
    );
    expect((await screen.findByRole('link', { name: texts.login.help })).getAttribute('href')).toBe(
      `mailto:${DEFAULT_SITE_CONFIG.contactEmail}`,
    );
  });
});
