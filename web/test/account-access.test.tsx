import { texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import {
  buildCompany,
  buildCurrentUser,
  buildId,
  buildLoginUser,
  buildToken,
  signIn,
} from './support/builders';
import { fakeApi } from './support/fake-api';
import { startingWith } from './support/queries';
import { renderApp } from './support/render-app';

/*
 * A person's access as an owner or admin manages it (docs/product.md, Edit a person): a new
 * temporary password shown once, deactivation and reactivation from the people list; and the
 * person's forced password change after such a reset.
 */

const company = buildCompany();

function person(overrides: Record<string, unknown> = {}) {
  return {
    id: buildId(),
    username: 'stefan.d',
    first_name: 'Ștefan',
    last_name: 'Dumitrescu',
    email: 'stefan.d@example.ro',
    birth_date: null,
    hire_date: null,
    address: null,
    job_title: 'Sudor',
    birth_place: null,
    workplace: null,
    qualification: null,
    staff_category: null,
    role: 'employee' as const,
    company: company.id,
    manager: null,
    is_workplace_manager: false,
    active: true,
    language: 'ro' as const,
    ...overrides,
  };
}

const stefan = person();
const ana = person({ username: 'ana.pop', first_name: 'Ana', last_name: 'Pop', active: false });
const TEMPORARY_PASSWORD = 'Kp3sWq9ZtR4mX7';

function openPeople(extra: Record<string, { status?: number; body?: unknown }> = {}) {
  signIn({ role: 'owner' });
  const api = fakeApi({
    'GET /api/companies/': { body: [company] },
    [`GET /api/company/${company.id}/users/`]: { body: [stefan, ana] },
    [`POST /api/users/${stefan.id}/password-reset/`]: {
      body: { detail: texts.accountAccess.resetDone, temporary_password: TEMPORARY_PASSWORD },
    },
    [`PUT /api/users/${ana.id}/active/`]: { body: { ...ana, active: true } },
    [`PUT /api/users/${stefan.id}/active/`]: { body: { ...stefan, active: false } },
    ...extra,
  });
  return { api, ...renderApp('/user-management') };
}

async function chooseCompany(user: ReturnType<typeof openPeople>['user']) {
  await screen.findAllByRole('option', { name: company.name }, { timeout: 15_000 });
  await user.selectOptions(screen.getByLabelText(texts.people.chooseCompany), company.id);
  return (await screen.findByText('Dumitrescu Ștefan')).closest('tr') as HTMLElement;
}

describe("an owner resetting a person's password", () => {
  it('confirms, then shows the temporary password once with a copy button', async () => {
    const { api, user } = openPeople();
    await chooseCompany(user);
    await user.click(screen.getByRole('button', { name: texts.people.editPerson('Dumitrescu Ștefan') }));
    const edit = await screen.findByRole('dialog', { name: texts.people.editTitle });

    await user.click(
      within(edit).getByRole('button', { name: texts.accountAccess.resetPasswordOf('Dumitrescu Ștefan') }),
    );
    const confirm = await screen.findByRole('dialog', { name: texts.accountAccess.resetPassword });
    expect(within(confirm).getByText(texts.accountAccess.resetConfirm('stefan.d'))).toBeTruthy();
    expect(api.callsTo(`POST /api/users/${stefan.id}/password-reset/`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: texts.accountAccess.resetPassword }));

    const shown = await screen.findByRole('dialog', { name: texts.people.temporaryPasswordTitle });
    expect(within(shown).getByTestId('temporary-password').textContent).toBe(TEMPORARY_PASSWORD);
    expect(within(shown).getByText(texts.accountAccess.temporaryPasswordOnce)).toBeTruthy();
    expect(within(shown).getByRole('button', { name: texts.people.copy })).toBeTruthy();
    expect(api.callsTo(`POST /api/users/${stefan.id}/password-reset/`)).toHaveLength(1);

    await user.click(within(shown).getByRole('button', { name: texts.common.close }));
    await waitFor(() => expect(screen.queryByText(TEMPORARY_PASSWORD)).toBeNull());
  });

  it("shows the server's refusal and no password", async () => {
    const { user } = openPeople({
      [`POST /api/users/${stefan.id}/password-reset/`]: {
        status: 403,
        body: { detail: texts.accountAccess.adminResetsEmployeesOnly },
      },
    });
    await chooseCompany(user);
    await user.click(screen.getByRole('button', { name: texts.people.editPerson('Dumitrescu Ștefan') }));
    const edit = await screen.findByRole('dialog', { name: texts.people.editTitle });
    await user.click(
      within(edit).getByRole('button', { name: texts.accountAccess.resetPasswordOf('Dumitrescu Ștefan') }),
    );
    const confirm = await screen.findByRole('dialog', { name: texts.accountAccess.resetPassword });
    await user.click(within(confirm).getByRole('button', { name: texts.accountAccess.resetPassword }));

    expect(await screen.findByText(texts.accountAccess.adminResetsEmployeesOnly)).toBeTruthy();
    expect(screen.queryByTestId('temporary-password')).toBeNull();
  });
});

describe('re-opening passkey registration for a person who lost their devices', () => {
  const reopened = { body: { detail: texts.passkeys.reopened(7) } };

  it("is the owner's, for an employee, once confirmed", async () => {
    const { api, user } = openPeople({ [`POST /api/users/${stefan.id}/passkey-registration/`]: reopened });
    await chooseCompany(user);
    await user.click(screen.getByRole('button', { name: texts.people.editPerson('Dumitrescu Ștefan') }));
    const edit = await screen.findByRole('dialog', { name: texts.people.editTitle });

    await user.click(
      within(edit).getByRole('button', { name: texts.passkeys.reopenOf('Dumitrescu Ștefan') }),
    );
    const confirm = await screen.findByRole('dialog', { name: texts.passkeys.reopenOf('Dumitrescu Ștefan') });
    expect(within(confirm).getByText(texts.passkeys.reopenConfirm('stefan.d'))).toBeTruthy();
    expect(api.callsTo(`POST /api/users/${stefan.id}/passkey-registration/`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: texts.passkeys.reopen }));

    expect(await screen.findByText(texts.passkeys.reopened(7))).toBeTruthy();
    expect(api.callsTo(`POST /api/users/${stefan.id}/passkey-registration/`)).toHaveLength(1);
  });

  it("is the super owner's, for a firm's owner, from the firm's details", async () => {
    const firm = {
      id: buildId(),
      name: 'Protect Consult SRL',
      cui: 'RO123',
      reg_com: 'J40/1/2020',
      address: 'București',
    };
    const owner = {
      id: buildId(),
      username: 'radu.pop',
      email: null,
      first_name: 'Radu',
      last_name: 'Pop',
      firm_id: firm.id,
    };
    signIn({ role: 'superowner' });
    const api = fakeApi({
      'GET /api/ssm-firms/': { body: [firm] },
      [`GET /api/ssm-firms/${firm.id}/clients/`]: { body: [] },
      [`GET /api/ssm-firms/${firm.id}/owners/`]: { body: [owner] },
      [`POST /api/users/${owner.id}/passkey-registration/`]: reopened,
    });
    const { user } = renderApp('/dashboard-superowner');

    await user.click(await screen.findByRole('button', { name: texts.firms.details }));
    await user.click(await screen.findByRole('button', { name: texts.passkeys.reopenOf('Pop Radu') }));
    const confirm = await screen.findByRole('dialog', { name: texts.passkeys.reopenOf('Pop Radu') });
    expect(within(confirm).getByText(texts.passkeys.reopenConfirm('radu.pop'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: texts.passkeys.reopen }));

    expect(await screen.findByText(texts.passkeys.reopened(7))).toBeTruthy();
    expect(api.callsTo(`POST /api/users/${owner.id}/passkey-registration/`)).toHaveLength(1);
  });
});

describe('deactivating and reactivating people', () => {
  it('shows each person\'s status and offers "Reactivează" on a deactivated one', async () => {
    const { api, user } = openPeople();
    const stefanRow = await chooseCompany(user);
    const anaRow = screen.getByText('Pop Ana').closest('tr') as HTMLElement;

    expect(within(stefanRow).getByText(texts.accountAccess.active)).toBeTruthy();
    expect(within(anaRow).getByText(texts.accountAccess.deactivated)).toBeTruthy();
    expect(
      within(stefanRow).queryByRole('button', {
        name: texts.accountAccess.reactivateOf('Dumitrescu Ștefan'),
      }),
    ).toBeNull();
    await user.click(
      within(anaRow).getByRole('button', { name: texts.accountAccess.reactivateOf('Pop Ana') }),
    );
    const confirm = await screen.findByRole('dialog', { name: texts.accountAccess.reactivate });
    await user.click(within(confirm).getByRole('button', { name: texts.accountAccess.reactivate }));

    expect(await screen.findByText(texts.accountAccess.reactivatedDone)).toBeTruthy();
    expect(api.callsTo(`PUT /api/users/${ana.id}/active/`)[0]?.body).toEqual({ active: true });
  });

  it('deactivates from the edit form after saying what stays, and offers no password reset to a deactivated person', async () => {
    const { api, user } = openPeople();
    await chooseCompany(user);
    await user.click(screen.getByRole('button', { name: texts.people.editPerson('Dumitrescu Ștefan') }));
    const edit = await screen.findByRole('dialog', { name: texts.people.editTitle });

    await user.click(
      within(edit).getByRole('button', { name: texts.accountAccess.deactivateOf('Dumitrescu Ștefan') }),
    );
    const confirm = await screen.findByRole('dialog', { name: texts.accountAccess.deactivate });
    expect(within(confirm).getByText(texts.accountAccess.deactivateConfirm('stefan.d'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: texts.accountAccess.deactivate }));

    expect(await screen.findByText(texts.accountAccess.deactivatedDone)).toBeTruthy();
    expect(api.callsTo(`PUT /api/users/${stefan.id}/active/`)[0]?.body).toEqual({ active: false });
    await user.click(screen.getByRole('button', { name: texts.people.editPerson('Pop Ana') }));
    const anaEdit = await screen.findByRole('dialog', { name: texts.people.editTitle });
    expect(
      within(anaEdit).queryByRole('button', { name: texts.accountAccess.resetPasswordOf('Pop Ana') }),
    ).toBeNull();
  });
});

describe('the forced password change after a reset', () => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  function loginAnswer() {
    const user = buildLoginUser({ role: 'employee' });
    return {
      access: buildToken({ sub: user.id, role: 'employee', is_superowner: false, exp }),
      user,
      must_change_password: true,
    };
  }

  it('takes the person to "Schimbă parola" before any other page, then to their dashboard', async () => {
    const api = fakeApi({
      'POST /api/token/': { body: loginAnswer() },
      'GET /api/users/me/': { body: buildCurrentUser({ role: 'employee' }) },
      'POST /api/change-password/': {
        body: { detail: 'ok', access: buildToken({ sub: buildId(), role: 'employee', exp }) },
      },
      'GET /api/courses/': { body: [] },
      'GET /api/user-progress/': { body: [] },
      'GET /api/users/me/trainings/': { body: [] },
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(startingWith(texts.login.username)), 'ion.g');
    await user.type(screen.getByLabelText(startingWith(texts.login.password)), TEMPORARY_PASSWORD);
    await user.click(screen.getByRole('button', { name: texts.login.submit }));

    expect(await screen.findByText(texts.accountAccess.forcedChangeIntro)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/schimba-parola');
    await router.navigate('/courses');
    await waitFor(() => expect(router.state.location.pathname).toBe('/schimba-parola'));

    await user.type(
      await screen.findByLabelText(startingWith(texts.accountAccess.temporaryPassword)),
      TEMPORARY_PASSWORD,
    );
    await user.type(screen.getByLabelText(startingWith(texts.profile.newPassword)), 'Ghiocel-Albastru-73');
    await user.type(
      screen.getByLabelText(startingWith(texts.profile.confirmPassword)),
      'Ghiocel-Albastru-73',
    );
    await user.click(screen.getByRole('button', { name: texts.profile.changePasswordSubmit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-employee'));
    expect(api.callsTo('POST /api/change-password/')[0]?.body).toEqual({
      old_password: TEMPORARY_PASSWORD,
      new_password: 'Ghiocel-Albastru-73',
    });
    await router.navigate('/courses');
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });

  it('sends a person who comes back to the login page straight to "Schimbă parola", not through the dashboard', async () => {
    saveSession(loginAnswer());
    fakeApi({ 'GET /api/users/me/': { body: buildCurrentUser({ role: 'employee' }) } });
    const { router } = renderApp('/login');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    expect(await screen.findByText(texts.accountAccess.forcedChangeIntro)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/schimba-parola');
    expect(visited).not.toContain('/dashboard-employee');
  });
});
