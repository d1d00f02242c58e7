import type { Role } from '@ssm/shared';
import { texts } from '@ssm/shared';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildId, buildPerson, signIn } from './support/builders';
import { buildCourse } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

type User = ReturnType<typeof userEvent.setup>;

const company = buildCompany();
const employee = { id: buildId(), username: 'ana.tudor', first_name: 'Ana', last_name: 'Tudor' };
const firm = {
  id: buildId(),
  name: 'Protect Consult SRL',
  cui: 'RO123',
  reg_com: 'J40/1/2020',
  address: 'București',
};
const owner = {
  id: buildId(),
  username: 'radu.owner',
  email: null,
  first_name: 'Radu',
  last_name: 'Pop',
  firm_id: firm.id,
};
const course = buildCourse();
const deleted = { body: { detail: 'ok' } };

/** The first visit of a page compiles its chunk: the owner dashboard's takes a while in jsdom. */
function findButton(name: string) {
  return screen.findByRole('button', { name }, { timeout: 5000 });
}

/** On the people page: the delete-user panel, with the company and its employee chosen. */
async function chooseTheEmployee(user: User) {
  const panel = await screen.findByRole('region', { name: texts.people.deleteTitle }, { timeout: 5000 });
  await within(panel).findByRole('option', { name: company.name });
  await user.selectOptions(within(panel).getByLabelText(texts.people.chooseCompany), company.id);
  await user.selectOptions(
    await within(panel).findByRole('combobox', { name: texts.people.chooseUser }),
    await within(panel).findByRole('option', { name: /^ana\.tudor/ }),
  );
  return panel;
}

type DestructiveAction = {
  what: string;
  role: Role;
  path: string;
  api: Parameters<typeof fakeApi>[0];
  /** Brings the user to the action's button and presses it. */
  start: (user: User) => Promise<void>;
  question: string;
  deleteCall: string;
};

const actions: DestructiveAction[] = [
  {
    what: 'a company',
    role: 'owner',
    path: '/companii',
    api: {
      'GET /api/company-register/': {
        body: {
          total: 1,
          total_workers: 0,
          page: 1,
          page_count: 1,
          companies: [{ ...company, workers: null }],
        },
      },
      [`DELETE /api/companies/${company.id}/`]: deleted,
    },
    start: async (user) => {
      await user.click(await findButton(`${texts.companies.deleteTitle}: ${company.name}`));
      await user.type(
        within(await screen.findByRole('dialog')).getByLabelText(
          texts.companies.deleteTypeName(company.name),
        ),
        company.name,
      );
    },
    question: texts.companies.deleteConfirm(company.name),
    deleteCall: `DELETE /api/companies/${company.id}/`,
  },
  {
    what: 'a user',
    role: 'owner',
    path: '/persoane',
    api: {
      'GET /api/companies/': { body: [company] },
      'GET /api/courses/': { body: [] },
      [`GET /api/get-company-users/${company.id}/`]: { body: [employee] },
      [`DELETE /api/delete-user/${employee.id}/`]: deleted,
    },
    start: async (user) => {
      const panel = await chooseTheEmployee(user);
      await user.click(within(panel).getByRole('button', { name: texts.people.deleteTitle }));
    },
    question: texts.people.deleteConfirm(employee.username),
    deleteCall: `DELETE /api/delete-user/${employee.id}/`,
  },
  {
    what: "a firm's owner",
    role: 'superowner',
    path: '/dashboard-superowner',
    api: {
      'GET /api/ssm-firms/': { body: [firm] },
      [`GET /api/ssm-firms/${firm.id}/clients/`]: { body: [] },
      [`GET /api/ssm-firms/${firm.id}/owners/`]: { body: [owner] },
      [`DELETE /api/owners/${owner.id}/delete/`]: deleted,
    },
    start: async (user) => {
      await user.click(await findButton(texts.firms.details));
      await user.click(
        await screen.findByRole('button', { name: `${texts.owners.deleteTitle} ${owner.username}` }),
      );
    },
    question: texts.owners.deleteConfirm(owner.username),
    deleteCall: `DELETE /api/owners/${owner.id}/delete/`,
  },
  {
    what: 'a course and its quiz',
    role: 'owner',
    path: '/add-course',
    api: { 'GET /api/courses/': { body: [course] }, [`DELETE /api/courses/${course.id}/`]: deleted },
    start: async (user) => user.click(await findButton(`${texts.common.delete}: ${course.title}`)),
    question: texts.courseList.deleteConfirm,
    deleteCall: `DELETE /api/courses/${course.id}/`,
  },
  {
    what: "a company's history",
    role: 'owner',
    path: '/arhive',
    api: {
      'GET /api/companies/': { body: [company] },
      'GET /api/courses/': { body: [] },
      [`DELETE /api/delete-company-progress/${company.id}/`]: {
        body: { detail: 'ok', progress: 0, documents: 0, signatures: 0, archives: 0 },
      },
    },
    start: async (user) => {
      const archives = await screen.findByRole('region', { name: texts.archives.title }, { timeout: 5000 });
      await within(archives).findByRole('option', { name: company.name });
      await user.selectOptions(within(archives).getByLabelText(texts.archives.chooseCompany), company.id);
      await user.click(within(archives).getByRole('button', { name: texts.companyHistory.deleteTitle }));
      await user.type(
        within(await screen.findByRole('dialog')).getByLabelText(texts.companyHistory.typeName(company.name)),
        company.name,
      );
    },
    question: texts.companyHistory.deleteConfirm(company.name, 0),
    deleteCall: `DELETE /api/delete-company-progress/${company.id}/`,
  },
];

describe('every destructive action', () => {
  // The time limit: a whole dashboard with its modals takes seconds in jsdom on a busy machine.
  it.each(actions)(
    'asks first before deleting $what, and deletes only once confirmed',
    async (action) => {
      signIn({ role: action.role });
      const api = fakeApi(action.api);
      const { user } = renderApp(action.path);

      await action.start(user);

      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(action.question)).toBeTruthy();
      expect(api.callsTo(action.deleteCall)).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: texts.common.delete }));
      await expect.poll(() => api.callsTo(action.deleteCall).length).toBe(1);
    },
    15_000,
  );
});

describe("logging one of the owner's people out everywhere", () => {
  it('asks first, then ends their sessions and says so', async () => {
    signIn({ role: 'owner' });
    const logoutCall = `POST /api/users/${employee.id}/logout-everywhere/`;
    const api = fakeApi({
      'GET /api/companies/': { body: [company] },
      'GET /api/courses/': { body: [] },
      [`GET /api/get-company-users/${company.id}/`]: { body: [employee] },
      [logoutCall]: { body: { detail: texts.sessions.userLoggedOutEverywhere } },
    });
    const { user } = renderApp('/persoane');
    const panel = await chooseTheEmployee(user);

    await user.click(within(panel).getByRole('button', { name: texts.sessions.logoutUserEverywhere }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(texts.sessions.logoutUserEverywhereConfirm(employee.username)),
    ).toBeTruthy();
    expect(api.callsTo(logoutCall)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: texts.sessions.logoutUserEverywhere }));

    await expect.poll(() => api.callsTo(logoutCall).length).toBe(1);
    expect(await screen.findByText(texts.sessions.userLoggedOutEverywhere)).toBeTruthy();
    expect(api.callsTo(`DELETE /api/delete-user/${employee.id}/`)).toEqual([]);
  }, 15_000);

  it('offers deactivation before the deletion, and deactivates without deleting', async () => {
    signIn({ role: 'owner' });
    const deactivateCall = `PUT /api/users/${employee.id}/active/`;
    const api = fakeApi({
      'GET /api/companies/': { body: [company] },
      'GET /api/courses/': { body: [] },
      [`GET /api/get-company-users/${company.id}/`]: { body: [employee] },
      [deactivateCall]: {
        body: buildPerson({ ...employee, company: company.id, active: false }),
      },
    });
    const { user } = renderApp('/persoane');
    const panel = await chooseTheEmployee(user);

    await user.click(within(panel).getByRole('button', { name: texts.people.deleteTitle }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.accountAccess.deleteOffersDeactivation)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: texts.accountAccess.deactivate }));

    await expect.poll(() => api.callsTo(deactivateCall).length).toBe(1);
    expect(api.callsTo(deactivateCall)[0]?.body).toEqual({ active: false });
    expect(await screen.findByText(texts.accountAccess.deactivatedDone)).toBeTruthy();
    expect(api.callsTo(`DELETE /api/delete-user/${employee.id}/`)).toEqual([]);
  }, 15_000);
});
