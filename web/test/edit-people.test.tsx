import { texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildId, buildPendingDocument, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';
import { buildCompanyOverview, onTimeWorker, overdueWorker } from './support/worker-builders';

/*
 * Editing a person (docs/product.md, Edit a person): the company's people with a search on
 * /user-management, the edit form filled in, what an owner and an admin may change, and the
 * server's refusals shown in Romanian.
 */

const company = buildCompany();
const otherCompany = { ...company, id: buildId(), name: 'Transporturi Mureș SRL' };

function person(
  overrides: Partial<{
    id: string;
    username: string;
    first_name: string;
    last_name: string;
    is_workplace_manager: boolean;
  }> = {},
) {
  return {
    id: buildId(),
    username: 'stefan.d',
    first_name: 'Ștefan',
    last_name: 'Dumitrescu',
    email: 'stefan.d@example.ro',
    birth_date: '1990-04-12',
    hire_date: null as string | null,
    address: null as string | null,
    job_title: 'Sudor',
    birth_place: 'Târgu Mureș',
    workplace: null as string | null,
    qualification: null as string | null,
    staff_category: null,
    language: 'ro',
    role: 'employee' as const,
    company: company.id,
    manager: null as string | null,
    is_workplace_manager: false,
    active: true,
    ...overrides,
  };
}

const stefan = person({ id: onTimeWorker.id });
const ana = person({
  id: overdueWorker.id,
  username: 'ana.pop',
  first_name: 'Ana',
  last_name: 'Pop',
  is_workplace_manager: true,
});

/** A label exactly, with or without Mantine's required asterisk. */
function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

function openUserManagement(patchAnswer: { status?: number; body?: unknown } = {}) {
  signIn({ role: 'owner' });
  const api = fakeApi({
    'GET /api/companies/': { body: [company, otherCompany] },
    [`GET /api/company/${company.id}/users/`]: { body: [stefan, ana] },
    [`PATCH /api/users/${stefan.id}/`]: patchAnswer.status
      ? patchAnswer
      : {
          body: {
            ...stefan,
            job_title: 'Sudor autorizat',
            company: otherCompany.id,
            email_confirmation_sent_to: null,
          },
        },
  });
  return { api, ...renderApp('/user-management') };
}

async function chooseCompanyAndEdit(user: ReturnType<typeof openUserManagement>['user']) {
  await screen.findAllByRole('option', { name: otherCompany.name });
  await user.selectOptions(screen.getByLabelText(texts.people.chooseCompany), company.id);
  await user.click(await screen.findByRole('button', { name: texts.people.editPerson('Dumitrescu Ștefan') }));
  return screen.findByRole('dialog', { name: texts.people.editTitle });
}

describe('the company people list of /user-management', () => {
  it('says under each name the data the fișă individuală prints that the person lacks', async () => {
    const { user } = openUserManagement();
    await screen.findAllByRole('option', { name: otherCompany.name });

    await user.selectOptions(screen.getByLabelText(texts.people.chooseCompany), company.id);
    const row = (await screen.findByText('Dumitrescu Ștefan')).closest('tr') as HTMLElement;
    const missing = [
      texts.people.address,
      texts.people.qualification,
      texts.people.workplace,
      texts.people.hireDate,
    ];
    expect(within(row).getByText(texts.people.sheetDataMissingFor(missing.join(', ')))).toBeTruthy();
  });

  it("lists the chosen company's people and finds them by name without diacritics", async () => {
    const { user } = openUserManagement();
    await screen.findAllByRole('option', { name: otherCompany.name });

    await user.selectOptions(screen.getByLabelText(texts.people.chooseCompany), company.id);
    expect(await screen.findByText('Dumitrescu Ștefan')).toBeTruthy();
    expect(screen.getByText('Pop Ana')).toBeTruthy();
    await user.type(screen.getByLabelText(texts.people.searchPeople), 'stefan');

    expect(screen.queryByText('Pop Ana')).toBeNull();
    expect(screen.getByText('Dumitrescu Ștefan')).toBeTruthy();
    await user.clear(screen.getByLabelText(texts.people.searchPeople));
    await user.type(screen.getByLabelText(texts.people.searchPeople), 'nimeni');
    expect(screen.getByText(texts.people.noPeopleFound)).toBeTruthy();
  });

  it('opens the form filled in and sends the corrected fields, role and company', async () => {
    const { api, user } = openUserManagement();
    const dialog = await chooseCompanyAndEdit(user);

    expect(within(dialog).getByText(texts.people.signedRecordsUnchanged)).toBeTruthy();
    const job = within(dialog).getByLabelText(label(texts.people.jobTitle));
    expect(job).toHaveProperty('value', 'Sudor');
    expect(within(dialog).getByLabelText(label(texts.people.birthPlace))).toHaveProperty(
      'value',
      'Târgu Mureș',
    );
    await user.clear(job);
    await user.type(job, 'Sudor autorizat');
    await user.selectOptions(within(dialog).getByLabelText(label(texts.people.company)), otherCompany.id);
    expect(within(dialog).getByText(texts.people.roleChangeEndsSessions)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: texts.people.saveChanges }));

    expect(await screen.findByText(texts.people.updated)).toBeTruthy();
    expect(api.callsTo(`PATCH /api/users/${stefan.id}/`)[0]?.body).toMatchObject({
      username: 'stefan.d',
      email: 'stefan.d@example.ro',
      job_title: 'Sudor autorizat',
      birth_place: 'Târgu Mureș',
      role: 'employee',
      company: otherCompany.id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("sets the person's direct manager among the company's workplace managers", async () => {
    const { api, user } = openUserManagement();
    const dialog = await chooseCompanyAndEdit(user);

    const manager = within(dialog).getByLabelText(texts.people.manager);
    expect(
      within(manager)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([texts.people.noManager, 'Pop Ana (ana.pop)']);
    await user.selectOptions(manager, ana.id);
    await user.click(within(dialog).getByRole('button', { name: texts.people.saveChanges }));

    expect(await screen.findByText(texts.people.updated)).toBeTruthy();
    expect(api.callsTo(`PATCH /api/users/${stefan.id}/`)[0]?.body).toMatchObject({
      manager: ana.id,
      is_workplace_manager: false,
    });
  });

  it('asks for the required fields before sending anything', async () => {
    const { api, user } = openUserManagement();
    const dialog = await chooseCompanyAndEdit(user);

    await user.clear(within(dialog).getByLabelText(label(texts.people.lastName)));
    await user.click(within(dialog).getByRole('button', { name: texts.people.saveChanges }));

    expect(await within(dialog).findAllByText(texts.people.allRequired)).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(api.callsTo(`PATCH /api/users/${stefan.id}/`)).toHaveLength(0);
  });

  it("shows the server's Romanian reason under the field it concerns and keeps the form open", async () => {
    const { user } = openUserManagement({
      status: 409,
      body: { detail: texts.people.usernameTaken, errors: { username: [texts.people.usernameTaken] } },
    });
    const dialog = await chooseCompanyAndEdit(user);

    await user.click(within(dialog).getByRole('button', { name: texts.people.saveChanges }));

    expect(await within(dialog).findAllByText(texts.people.usernameTaken)).toHaveLength(1);
    expect(screen.queryByText(texts.people.updateFailure)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: texts.people.editTitle })).toBeTruthy();
  });
});

describe("editing from /companii/:companyId, the company's people and their trainings", () => {
  const base = `/api/companies/${company.id}`;

  function openCompanyPage(
    role: 'owner' | 'admin',
    secondPerson: typeof ana = ana,
    missingSigner: ReturnType<typeof buildPendingDocument>[] = [],
  ) {
    signIn({ role });
    const api = fakeApi({
      'GET /api/documents/missing-signer/': { body: missingSigner },
      'GET /api/companies/': { body: [company, otherCompany] },
      [`GET ${base}/training-overview/`]: { body: buildCompanyOverview(company) },
      [`GET ${base}/worker-trainings/`]: { body: [onTimeWorker, overdueWorker] },
      'GET /api/courses/': { body: [] },
      [`GET /api/company/${company.id}/users/`]: { body: [stefan, secondPerson] },
      [`PATCH /api/users/${ana.id}/`]: {
        body: { ...ana, workplace: 'Depozit', email_confirmation_sent_to: null },
      },
      [`GET ${base}/assignments/`]: { body: [] },
    });
    return { api, ...renderApp(`/companii/${company.id}`) };
  }

  it.each(['owner', 'admin'] as const)(
    "lists for the %s the records waiting for a manager nobody set, each opening the worker's edit",
    async (role) => {
      const waiting = buildPendingDocument({
        status: 'awaiting_manager',
        courseTitle: 'Instruire periodică SSM',
      });
      waiting.progress.user = {
        ...waiting.progress.user,
        id: stefan.id,
        first_name: 'Ștefan',
        last_name: 'Dumitrescu',
      };
      const { user } = openCompanyPage(role, ana, [waiting]);

      const section = await screen.findByRole('region', { name: texts.documents.missingSignerTitle });
      expect(within(section).getByText(texts.documents.missingSignerIntro(1))).toBeTruthy();
      expect(
        within(section).getByText(
          texts.documents.missingSignerLine('Dumitrescu Ștefan', 'Instruire periodică SSM'),
        ),
      ).toBeTruthy();
      await user.click(
        within(section).getByRole('button', { name: texts.documents.setManager('Dumitrescu Ștefan') }),
      );

      const dialog = await screen.findByRole('dialog', { name: texts.people.editTitle });
      expect(within(dialog).getByLabelText(texts.people.manager)).toBeTruthy();
    },
  );

  it.each(['owner', 'admin'] as const)(
    'lists for the %s who misses which data the fișă individuală prints, and nobody complete',
    async (role) => {
      openCompanyPage(role, {
        ...ana,
        hire_date: '2024-09-02',
        address: 'Str. Mărășești nr. 10',
        workplace: 'Atelier',
        qualification: 'Lăcătuș mecanic',
      });

      const section = await screen.findByRole('region', { name: texts.people.sheetDataTitle });
      expect(within(section).getByText(texts.people.sheetDataMissing(1))).toBeTruthy();
      const missing = [
        texts.people.address,
        texts.people.qualification,
        texts.people.workplace,
        texts.people.hireDate,
      ];
      const entries = within(section).getAllByRole('listitem');
      expect(entries.map((entry) => entry.textContent)).toEqual([
        `Dumitrescu Ștefan – ${texts.people.sheetDataMissingFor(missing.join(', '))}`,
      ]);
    },
  );

  it('lets an admin correct a profile, without the role or company an admin may not change', async () => {
    const { api, user } = openCompanyPage('admin');

    await user.click(await screen.findByRole('button', { name: texts.people.editPerson('Pop Ana') }));
    const dialog = await screen.findByRole('dialog', { name: texts.people.editTitle });
    expect(within(dialog).queryByLabelText(label(texts.people.role))).toBeNull();
    expect(within(dialog).queryByLabelText(label(texts.people.company))).toBeNull();
    // Re-opening a passkey registration is the owner's act alone.
    expect(within(dialog).queryByRole('button', { name: texts.passkeys.reopenOf('Pop Ana') })).toBeNull();
    await user.type(within(dialog).getByLabelText(label(texts.people.workplace)), 'Depozit');
    await user.click(within(dialog).getByRole('button', { name: texts.people.saveChanges }));

    expect(await screen.findByText(texts.people.updated)).toBeTruthy();
    const body = api.callsTo(`PATCH /api/users/${ana.id}/`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'ana.pop', workplace: 'Depozit' });
    expect(body).not.toHaveProperty('role');
    expect(body).not.toHaveProperty('company');
  });

  it("asks again for the company's assigned courses, which name the people, once a person is saved", async () => {
    const { api, user } = openCompanyPage('owner');
    await waitFor(() => expect(api.callsTo(`GET ${base}/assignments/`)).toHaveLength(1));

    await user.click(await screen.findByRole('button', { name: texts.people.editPerson('Pop Ana') }));
    const dialog = await screen.findByRole('dialog', { name: texts.people.editTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.people.saveChanges }));

    expect(await screen.findByText(texts.people.updated)).toBeTruthy();
    await waitFor(() => expect(api.callsTo(`GET ${base}/assignments/`)).toHaveLength(2));
  });

  it("gives the owner the person's role and company too", async () => {
    const { user } = openCompanyPage('owner');

    await user.click(await screen.findByRole('button', { name: texts.people.editPerson('Pop Ana') }));
    const dialog = await screen.findByRole('dialog', { name: texts.people.editTitle });

    expect(within(dialog).getByLabelText(label(texts.people.role))).toHaveProperty('value', 'employee');
    await waitFor(() =>
      expect(within(dialog).getByLabelText(label(texts.people.company))).toHaveProperty('value', company.id),
    );
  });
});
