import { texts } from '@ssm/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser, buildLoginUser, buildToken, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { startingWith } from './support/queries';
import { renderApp } from './support/render-app';

/*
 * The e-mails' links (docs/training-status.md, "E-mails"): through the login to the page they
 * name, the one-click stop of a worker's reminders, and the profile's switch.
 */

function buildLoginAnswer() {
  const user = buildLoginUser({ role: 'employee' });
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return {
    access: buildToken({ sub: user.id, role: 'employee', is_superowner: false, exp }),
    user,
    must_change_password: false,
  };
}

async function signInThrough(path: string) {
  fakeApi({
    'POST /api/token/': { body: buildLoginAnswer() },
    'GET /api/courses/c1/': { status: 404 },
  });
  const { user, router } = renderApp(path);
  await user.type(await screen.findByLabelText(startingWith(texts.login.username)), 'maria.popa');
  await user.type(screen.getByLabelText(startingWith(texts.login.password)), 'Instruire2026');
  await user.click(screen.getByRole('button', { name: texts.login.submit }));
  return router;
}

describe("an e-mail's link through the login", () => {
  it('opens the page `next` names once signed in', async () => {
    const router = await signInThrough('/login?next=%2Fcourses%2Fc1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/c1'));
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores a next of %s that leaves the site, and opens the dashboard',
    async (next) => {
      const router = await signInThrough(`/login?next=${encodeURIComponent(next)}`);

      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-employee'));
    },
  );

  it('sends a visitor of a signed-in page to the login, which remembers the page', async () => {
    const { router } = renderApp('/courses/c1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fcourses%2Fc1');
  });
});

describe('the reminders page of the e-mail', () => {
  it('stops the reminders with its button, not on opening, without a session, and can turn them back on', async () => {
    const api = fakeApi({
      'PUT /api/reminders/by-link/': (call) => {
        const { reminders } = call.body as { reminders: boolean };
        return {
          body: {
            reminders,
            detail: reminders ? texts.notifications.remindersStarted : texts.notifications.remindersStopped,
          },
        };
      },
    });
    const { user } = renderApp('/mementouri?cheie=01JABCDEF.semnatura-valida-de-test');

    // A mail scanner opening the link changes nothing.
    const stop = await screen.findByRole('button', { name: texts.notifications.page.stop });
    expect(api.calls).toHaveLength(0);
    await user.click(stop);
    expect(await screen.findByText(texts.notifications.remindersStopped)).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ token: '01JABCDEF.semnatura-valida-de-test', reminders: false });
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();

    await user.click(screen.getByRole('button', { name: texts.notifications.page.restart }));

    expect(await screen.findByText(texts.notifications.remindersStarted)).toBeTruthy();
    expect(api.callsTo('PUT /api/reminders/by-link/')).toHaveLength(2);
    expect(api.calls[1]?.body).toEqual({ token: '01JABCDEF.semnatura-valida-de-test', reminders: true });
  });

  it("shows the server's refusal of a bad link", async () => {
    fakeApi({
      'PUT /api/reminders/by-link/': { status: 400, body: { detail: texts.notifications.invalidLink } },
    });
    const { user } = renderApp('/mementouri?cheie=cheie-falsa-dar-destul-de-lunga');
    await user.click(await screen.findByRole('button', { name: texts.notifications.page.stop }));

    expect((await screen.findByText(texts.notifications.invalidLink)).closest('[role="alert"]')).toBeTruthy();
  });
});

describe("the profile's reminder setting", () => {
  it('shows the setting and turns reminders back on', async () => {
    signIn({ role: 'employee' });
    let reminders = false;
    const api = fakeApi({
      'GET /api/users/me/': () => ({ body: buildCurrentUser({ training_reminders: reminders }) }),
      'GET /api/user-progress/': { body: [] },
      'PUT /api/reminders/by-link/': (call) => {
        reminders = (call.body as { reminders: boolean }).reminders;
        return { body: { reminders, detail: texts.notifications.remindersStarted } };
      },
    });
    const { user } = renderApp('/profile');

    const toggle = await screen.findByRole('checkbox', { name: texts.notifications.profile.toggle });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);

    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(api.callsTo('PUT /api/reminders/by-link/')[0]?.body).toEqual({
      token: buildCurrentUser().reminders_key,
      reminders: true,
    });
  });

  it('is not shown to an owner', async () => {
    signIn({ role: 'owner' });
    fakeApi({
      'GET /api/users/me/': {
        body: buildCurrentUser({ role: 'owner', training_reminders: false, reminders_key: null }),
      },
      'GET /api/user-progress/': { body: [] },
    });
    renderApp('/profile');

    await screen.findByRole('heading', { name: texts.profile.changePasswordTitle });
    expect(screen.queryByRole('checkbox', { name: texts.notifications.profile.toggle })).toBeNull();
  });
});
