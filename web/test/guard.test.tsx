import type { Role } from '@ssm/shared';
import { texts } from '@ssm/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildToken, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const loginHeading = { name: texts.login.title, level: 1 };

async function expectLoginWithStorageCleared(router: ReturnType<typeof renderApp>['router']) {
  expect(await screen.findByRole('heading', loginHeading)).toBeTruthy();
  expect(router.state.location.pathname).toBe('/login');
  expect(localStorage.length).toBe(0);
}

describe('route guard', () => {
  it('sends a visitor without a token to /login and clears storage', async () => {
    localStorage.setItem('leftover', 'x');

    const { router } = renderApp('/dashboard-owner');

    await expectLoginWithStorageCleared(router);
  });

  it('treats a token that is not a decodable JWT as no session', async () => {
    localStorage.setItem('token', 'not-a-jwt');
    localStorage.setItem('role', 'owner');

    const { router } = renderApp('/dashboard-owner');

    await expectLoginWithStorageCleared(router);
  });

  it('treats an expired token as no session', async () => {
    signIn({ role: 'owner', expiresInSeconds: -60 });

    const { router } = renderApp('/dashboard-owner');

    await expectLoginWithStorageCleared(router);
  });

  it('treats a token without an expiry as no session', async () => {
    localStorage.setItem('token', buildToken({ sub: 'u', role: 'owner' }));

    const { router } = renderApp('/dashboard-owner');

    await expectLoginWithStorageCleared(router);
  });

  it('checks again when moving between routes of the same group', async () => {
    signIn({ role: 'owner' });
    const { router } = renderApp('/dashboard-owner');
    await screen.findByRole('heading', { name: texts.dashboards.owner });
    signIn({ role: 'owner', expiresInSeconds: -1 });

    await act(() => router.navigate('/add-course'));

    await expectLoginWithStorageCleared(router);
  });

  it('sends a signed-in user with the wrong role to /unauthorized', async () => {
    signIn({ role: 'employee' });

    const { router } = renderApp('/dashboard-owner');

    expect(await screen.findByRole('heading', { name: texts.unauthorized.title })).toBeTruthy();
    expect(screen.getByText(texts.unauthorized.message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('lets a super owner into the super owner dashboard only', async () => {
    signIn({ role: 'superowner' });

    renderApp('/dashboard-superowner');

    expect(await screen.findByRole('heading', { name: texts.dashboards.superowner })).toBeTruthy();
    expect(screen.queryByRole('link', { name: texts.common.profile })).toBeNull();
  });

  it.each(['/profile', '/dashboard-owner', '/courses'])('keeps a super owner out of %s', async (path) => {
    signIn({ role: 'superowner' });

    renderApp(path);

    expect(await screen.findByRole('heading', { name: texts.unauthorized.title })).toBeTruthy();
  });

  it('applies the super owner rule to a user flagged super owner whatever the role claim says', async () => {
    signIn({ role: 'owner', isSuperowner: true });

    renderApp('/dashboard-owner');

    expect(await screen.findByRole('heading', { name: texts.unauthorized.title })).toBeTruthy();
  });

  it('shows the not-found page with a link to login for an unknown path', async () => {
    renderApp('/nu-exista/deloc');

    expect(await screen.findByRole('heading', { name: texts.notFound.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.notFound.backToLogin }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('redirects / to /login', async () => {
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', loginHeading)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/login', '/reset-password', '/homepage', '/unauthorized'])(
    'lets anyone open %s',
    async (path) => {
      const { router } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
    },
  );
});

describe('no dead end for a signed-in user', () => {
  it.each([
    ['/unauthorized', texts.unauthorized.title],
    ['/nu-exista/deloc', texts.notFound.title],
  ])('offers the way back to the dashboard on %s', async (path, heading) => {
    signIn({ role: 'employee' });

    renderApp(path);

    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.common.backToDashboard }).getAttribute('href')).toBe(
      '/dashboard-employee',
    );
    expect(screen.queryByRole('link', { name: texts.notFound.backToLogin })).toBeNull();
  });

  it('forwards a signed-in user from /login to their dashboard', async () => {
    fakeApi({});
    signIn({ role: 'admin' });

    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { name: texts.dashboards.admin, level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard-admin');
  });

  it('says on the login page that an expired session ended', async () => {
    signIn({ role: 'owner', expiresInSeconds: -60 });

    renderApp('/dashboard-owner');

    expect(await screen.findByText(texts.login.sessionExpired)).toBeTruthy();
    expect(screen.queryByText(texts.login.intro)).toBeNull();
  });

  it('says nothing of a session to a visitor who never signed in', async () => {
    renderApp('/dashboard-owner');

    expect(await screen.findByText(texts.login.intro)).toBeTruthy();
    expect(screen.queryByText(texts.login.sessionExpired)).toBeNull();
  });
});

/** The route table (docs/product.md): who may open each guarded route. */
const routeTable: Array<{ path: string; allowed: readonly Role[]; heading: string }> = [
  { path: '/dashboard-owner', allowed: ['owner'], heading: texts.dashboards.owner },
  { path: '/dashboard-admin', allowed: ['admin'], heading: texts.dashboards.admin },
  { path: '/dashboard-employee', allowed: ['employee'], heading: texts.dashboards.employee },
  { path: '/dashboard-superowner', allowed: ['superowner'], heading: texts.dashboards.superowner },
  { path: '/courses', allowed: ['owner', 'admin', 'employee'], heading: texts.courses.listTitle },
  { path: '/courses/7', allowed: ['owner', 'admin', 'employee'], heading: texts.courses.detailTitle('7') },
  { path: '/courses/7/quiz', allowed: ['owner', 'admin', 'employee'], heading: texts.courses.quizTitle() },
  { path: '/profile', allowed: ['owner', 'admin', 'employee'], heading: texts.profile.title },
  { path: '/user-profile', allowed: ['owner', 'admin', 'employee'], heading: texts.profile.title },
  { path: '/sign/9', allowed: ['employee', 'admin'], heading: texts.signing.title },
  { path: '/user-management', allowed: ['owner'], heading: texts.userManagement.title },
  { path: '/add-course', allowed: ['owner'], heading: texts.courses.addTitle },
  { path: '/assign-course/7', allowed: ['owner'], heading: texts.courses.assignTitle },
  { path: '/clienti-instruire', allowed: ['owner'], heading: texts.trainingStatus.title },
];

const roles: Role[] = ['superowner', 'owner', 'admin', 'employee'];

describe('route table', () => {
  const cases = routeTable.flatMap(({ path, allowed, heading }) =>
    roles.map((role) => ({
      path,
      role,
      heading: allowed.includes(role) ? heading : texts.unauthorized.title,
    })),
  );

  it.each(cases)('$role opening $path sees "$heading"', async ({ path, role, heading }) => {
    fakeApi({});
    signIn({ role });

    renderApp(path);

    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeTruthy();
  });
});
