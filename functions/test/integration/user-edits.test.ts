import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById, getUserIdByUsername, type UserRecord } from '../../src/accounts/data/users';
import { getTrainingRecord } from '../../src/records/data/records';
import { getTrainingStatus } from '../../src/training-status/data/training-status';
import {
  buildCompany,
  buildTenant,
  buildUser,
  TEST_PASSWORD,
  tokenFor,
  uniqueName,
} from '../support/builders';
import { buildSignedDocument } from '../support/documents';
import { useTestGateway } from '../support/gateway';

/*
 * Editing a person (PATCH /api/users/{id}): the profile, the username's markers, a move between
 * the firm's companies and a change of role, what an admin may not do, and that signed records
 * never change.
 */

const api = useTestGateway();

/** The edit form's body for the user as stored, with the given changes. */
function editBody(user: UserRecord, changes: Record<string, unknown> = {}) {
  return {
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? `${user.username}@example.ro`,
    birth_date: user.birth_date,
    hire_date: user.hire_date,
    address: user.address,
    job_title: user.job_title,
    birth_place: user.birth_place ?? null,
    workplace: user.workplace ?? null,
    qualification: user.qualification ?? null,
    staff_category: user.staff_category ?? null,
    ...changes,
  };
}

async function edit(caller: UserRecord, user: UserRecord, changes: Record<string, unknown> = {}) {
  return api.request('PATCH', `/api/users/${user.id}/`, {
    token: await tokenFor(caller),
    body: editBody(user, changes),
  }) as Promise<{ status: number; body: Record<string, unknown> & { detail?: string } }>;
}

function login(username: string) {
  return api.post('/api/token/', { username, password: TEST_PASSWORD });
}

describe('PATCH /api/users/{id}/', () => {
  it("saves an owner's corrections of the profile and answers the person as now stored", async () => {
    const { owner, employee, company } = await buildTenant();

    const answer = await edit(owner, employee, {
      email: 'Ion.Corectat@Example.ro ',
      job_title: 'Electrician autorizat',
      birth_date: '1985-03-02',
      birth_place: 'Brașov',
      workplace: 'Stația de pompare',
      qualification: 'Electrician',
      hire_date: '2020-01-15',
      staff_category: 'muncitor',
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // A new address waits for its confirmation (identity-changes.test.ts).
    expect(answer.body).toMatchObject({
      id: employee.id,
      email: null,
      email_confirmation_sent_to: 'Ion.Corectat@Example.ro',
      job_title: 'Electrician autorizat',
      birth_place: 'Brașov',
      staff_category: 'muncitor',
      role: 'employee',
      company: company.id,
    });
    expect(await getUserById(employee.id, { consistent: true })).toMatchObject({
      email: null,
      job_title: 'Electrician autorizat',
      hire_date: '2020-01-15',
      workplace: 'Stația de pompare',
    });
    // A profile correction keeps the person signed in.
    expect((await api.get('/api/users/me/', await tokenFor(employee))).status).toBe(200);
  });

  it('renames the account: the new username signs in, the old one is free again', async () => {
    const { owner, employee } = await buildTenant();
    const renamed = uniqueName('ion.corectat');

    const answer = await edit(owner, employee, { username: renamed });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await login(renamed)).status).toBe(200);
    expect((await login(employee.username)).status).toBe(401);
    expect(await getUserIdByUsername(renamed)).toBe(employee.id);
    expect(await getUserIdByUsername(employee.username)).toBeNull();
  });

  it('refuses a username already in use with its Romanian message and changes nothing', async () => {
    const { owner, admin, employee } = await buildTenant();

    const answer = await edit(owner, employee, { username: admin.username, job_title: 'Alta' });

    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe(texts.people.usernameTaken);
    expect(await getUserById(employee.id, { consistent: true })).toEqual(employee);
    expect(await getUserIdByUsername(employee.username)).toBe(employee.id);
    expect(await getUserIdByUsername(admin.username)).toBe(admin.id);
  });

  it('refuses bad fields in Romanian with 400 and changes nothing', async () => {
    const { owner, employee } = await buildTenant();

    const badEmail = await edit(owner, employee, { email: 'nu-e-email' });
    const tooLong = await edit(owner, employee, { workplace: 'x'.repeat(151) });
    const blankName = await edit(owner, employee, { first_name: ' ' });
    const futureBirth = await edit(owner, employee, { birth_date: '2999-01-01' });

    expect(badEmail.status).toBe(400);
    expect(JSON.stringify(badEmail.body)).toContain(texts.api.invalidEmail);
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(texts.api.textTooLong(150, 151));
    expect(blankName.status).toBe(400);
    expect(futureBirth.status).toBe(400);
    expect(JSON.stringify(futureBirth.body)).toContain(texts.people.birthDateInFuture);
    expect(await getUserById(employee.id, { consistent: true })).toEqual(employee);
  });

  it("leaves the person's signed records exactly as signed", async () => {
    const { owner, admin, employee } = await buildTenant();
    const signed = await buildSignedDocument(api, { trainee: employee, admin, owner });

    const answer = await edit(owner, employee, {
      first_name: 'Ionel',
      email: 'altul@example.ro',
      job_title: 'Sudor',
    });

    expect(answer.status).toBe(200);
    expect(await getTrainingRecord(signed.id, { consistent: true })).toEqual(signed);
  });

  it("makes the next download of the worker's fișă a new one, for the corrected profile", async () => {
    const { owner, admin, employee } = await buildTenant();
    await buildSignedDocument(api, { trainee: employee, admin, owner });
    const sheetPath = `/api/users/${employee.id}/training-sheet/SSM/`;
    const before = await api.get<{ content_hash: string }>(sheetPath, await tokenFor(owner));

    await edit(owner, employee, { job_title: 'Sudor autorizat' });
    const after = await api.get<{ content_hash: string }>(sheetPath, await tokenFor(owner));

    expect(before.status).toBe(200);
    expect(after.status).toBe(200);
    expect(after.body.content_hash).not.toBe(before.body.content_hash);
  });

  it('moves a worker to another company of the firm: both companies count again, their sessions end', async () => {
    const { firm, owner, employee, company } = await buildTenant();
    const target = await buildCompany(firm.id);
    const token = await tokenFor(employee);
    await edit(owner, employee, { job_title: 'Înainte de mutare' });
    const before = await getTrainingStatus(company.id);

    const answer = await edit(owner, employee, { company: target.id });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.company).toBe(target.id);
    expect((await api.get('/api/users/me/', token)).status).toBe(401);
    expect(await getTrainingStatus(target.id)).toMatchObject({ workers_untrained: 1 });
    expect(await getTrainingStatus(company.id)).toMatchObject({
      workers_untrained: (before?.workers_untrained ?? 0) - 1,
    });
    const listed = await api.get<{ id: string }[]>(`/api/company/${target.id}/users/`, await tokenFor(owner));
    expect(listed.body.map((user) => user.id)).toEqual([employee.id]);
  });

  it('makes an employee an admin of the company, ending the sessions they had', async () => {
    const { owner, employee } = await buildTenant();
    const token = await tokenFor(employee);

    const answer = await edit(owner, employee, { role: 'admin' });

    expect(answer.status).toBe(200);
    expect(answer.body.role).toBe('admin');
    expect((await api.get('/api/users/me/', token)).status).toBe(401);
    const again = await login(employee.username);
    expect(again.status).toBe(200);
    expect((again.body as { user: { role: string } }).user.role).toBe('admin');
  });

  it('answers 404 for a company of another firm and leaves the person where they were', async () => {
    const { owner, employee } = await buildTenant();
    const elsewhere = await buildTenant();

    const answer = await edit(owner, employee, { company: elsewhere.company.id });

    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe(texts.companies.notFound);
    expect(await getUserById(employee.id, { consistent: true })).toEqual(employee);
  });

  it("lets an admin correct their own company's people, never their company or role", async () => {
    const { firm, admin, employee } = await buildTenant();
    const other = await buildCompany(firm.id);

    const corrected = await edit(admin, employee, { job_title: 'Operator' });
    const stored = (await getUserById(employee.id, { consistent: true })) as UserRecord;
    const promoted = await edit(admin, stored, { role: 'admin' });
    const moved = await edit(admin, stored, { company: other.id });

    expect(corrected.status).toBe(200);
    expect(corrected.body.job_title).toBe('Operator');
    expect(promoted.status).toBe(403);
    expect(promoted.body.detail).toBe(texts.people.adminKeepsCompanyAndRole);
    expect(moved.status).toBe(403);
    expect(await getUserById(employee.id, { consistent: true })).toEqual(stored);
  });

  it('keeps an admin of another company of the same firm out with 404', async () => {
    const { firm, employee } = await buildTenant();
    const other = await buildCompany(firm.id);
    const otherAdmin = await buildUser({ role: 'admin', firmId: firm.id, companyId: other.id });

    const answer = await edit(otherAdmin, employee, { job_title: 'Străin' });

    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe(texts.people.notFound);
    expect(await getUserById(employee.id, { consistent: true })).toEqual(employee);
  });

  it('does not edit an owner through this call', async () => {
    const { owner } = await buildTenant();
    const second = await buildUser({ role: 'owner', firmId: owner.firm_id as string });

    const answer = await edit(owner, second, { job_title: 'Proprietar' });

    expect(answer.status).toBe(404);
    expect(await getUserById(second.id, { consistent: true })).toEqual(second);
  });
});

describe('GET /api/company/{id}/users/ for an admin', () => {
  it("answers the admin's own company's people with their details, and 404 for another company", async () => {
    const { firm, company, admin, employee } = await buildTenant();
    const other = await buildCompany(firm.id);
    const token = await tokenFor(admin);

    const own = await api.get<{ id: string; email: string | null }[]>(
      `/api/company/${company.id}/users/`,
      token,
    );
    const foreign = await api.get(`/api/company/${other.id}/users/`, token);

    expect(own.status).toBe(200);
    expect(own.body.map((user) => user.id).sort()).toEqual([admin.id, employee.id].sort());
    expect(foreign.status).toBe(404);
  });
});
