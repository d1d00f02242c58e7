import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById, getUserIdByUsername } from '../../src/accounts/data/users';
import { buildTenant, buildUser, TEST_PASSWORD, tokenFor, uniqueName } from '../support/builders';
import { useTestGateway } from '../support/gateway';
import { extractResetToken, readMailsTo } from '../support/outbox';

const api = useTestGateway();

type CreatedUser = {
  id: string;
  username: string;
  role: string;
  company: string;
  temporary_password: string;
  [field: string]: unknown;
};

function userBody(companyId: string, overrides: Record<string, unknown> = {}) {
  const username = uniqueName('ion.popescu');
  return {
    username,
    first_name: 'Ion',
    last_name: 'Popescu',
    email: `${username}@example.ro`,
    birth_date: '1988-05-17',
    hire_date: '2024-02-01',
    address: 'Str. Mihai Eminescu nr. 4, Iași',
    job_title: 'Electrician',
    birth_place: 'Râmnicu Vâlcea',
    workplace: 'Secția de întreținere',
    qualification: 'Electrician în construcții',
    role: 'employee',
    company: companyId,
    ...overrides,
  };
}

describe('POST /api/users/create/', () => {
  it('creates an employee with a one-time temporary password that signs in', async () => {
    const { owner, company } = await buildTenant();
    const body = userBody(company.id);

    const answer = await api.post<CreatedUser>('/api/users/create/', body, await tokenFor(owner));
    const login = await api.post<{ user: { role: string } }>('/api/token/', {
      username: body.username,
      password: answer.body.temporary_password,
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(String),
      username: body.username,
      first_name: 'Ion',
      last_name: 'Popescu',
      email: body.email,
      birth_date: '1988-05-17',
      hire_date: '2024-02-01',
      address: body.address,
      job_title: 'Electrician',
      birth_place: 'Râmnicu Vâlcea',
      workplace: 'Secția de întreținere',
      qualification: 'Electrician în construcții',
      staff_category: null,
      language: 'ro',
      role: 'employee',
      company: company.id,
      manager: null,
      is_workplace_manager: false,
      active: true,
      temporary_password: expect.stringMatching(/^[A-Za-z2-9]{14}$/),
      new_hire_courses_left_out: [],
      new_hire_courses_notice: null,
    });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('employee');
  });

  it('stores ș and ț typed with the cedilla (old keyboards, Windows-1250) with the comma below', async () => {
    const { owner, company } = await buildTenant();
    const body = userBody(company.id, {
      first_name: 'Ştefan',
      last_name: 'Ţurcanu',
      address: 'Str. Mureşului nr. 3, Târgu Mureş',
      job_title: 'S\u0327ef de echipă',
    });

    const answer = await api.post<CreatedUser>('/api/users/create/', body, await tokenFor(owner));

    expect(await getUserById(answer.body.id)).toMatchObject({
      first_name: 'Ștefan',
      last_name: 'Țurcanu',
      address: 'Str. Mureșului nr. 3, Târgu Mureș',
      job_title: 'Șef de echipă',
    });
  });

  it('defaults the role to employee, takes admin, and leaves optional fields empty', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const minimal = userBody(company.id, {
      role: undefined,
      birth_date: '',
      hire_date: undefined,
      address: ' ',
      job_title: undefined,
      birth_place: '',
      workplace: undefined,
      qualification: ' ',
    });

    const employee = await api.post<CreatedUser>('/api/users/create/', minimal, token);
    const admin = await api.post<CreatedUser>(
      '/api/users/create/',
      userBody(company.id, { role: 'admin' }),
      token,
    );

    expect(employee.body).toMatchObject({
      role: 'employee',
      birth_date: null,
      address: null,
      job_title: null,
      birth_place: null,
      workplace: null,
      qualification: null,
    });
    expect(admin.body.role).toBe('admin');
  });

  it('e-mails an invitation whose link sets a password of the user’s choice', async () => {
    const { owner, company } = await buildTenant();
    const body = userBody(company.id);

    await api.post('/api/users/create/', body, await tokenFor(owner));
    const [mail] = await readMailsTo(body.email);
    const confirm = await api.post('/api/reset-password/confirm/', {
      token: extractResetToken(mail ?? ''),
      new_password: 'AlesaDeMine7',
    });
    const login = await api.post('/api/token/', { username: body.username, password: 'AlesaDeMine7' });

    expect(mail).toContain(body.username);
    expect(mail).toContain(company.name);
    expect(confirm.status).toBe(200);
    expect(login.status).toBe(200);
  });

  it("refuses each missing required field with 'Completează toate câmpurile obligatorii.'", async () => {
    const { owner } = await buildTenant();

    const answer = await api.post('/api/users/create/', { role: 'employee' }, await tokenFor(owner));

    const message = 'Completează toate câmpurile obligatorii.';
    expect(answer).toMatchObject({
      status: 400,
      body: {
        detail: message,
        errors: {
          username: [message],
          first_name: [message],
          last_name: [message],
          company: [message],
        },
      },
    });
    expect(answer.body).not.toHaveProperty('errors.email');
  });

  it('creates a worker without an e-mail, who signs in with the temporary password', async () => {
    const { owner, company } = await buildTenant();

    const created = await api.post<CreatedUser>(
      '/api/users/create/',
      userBody(company.id, { email: ' ' }),
      await tokenFor(owner),
    );

    expect(created).toMatchObject({ status: 201, body: { email: null } });
    const signIn = await api.post('/api/token/', {
      username: created.body.username,
      password: created.body.temporary_password,
    });
    expect(signIn.status).toBe(200);
  });

  it.each([
    ['an invalid e-mail', { email: 'ion@' }, 'email', texts.api.invalidEmail],
    [
      'a birth date in the future',
      { birth_date: '2999-01-01' },
      'birth_date',
      texts.people.birthDateInFuture,
    ],
    ['a date that does not exist', { hire_date: '2024-02-30' }, 'hire_date', undefined],
    ['a username with a space', { username: 'ion popescu' }, 'username', texts.people.usernameFormat],
    ['the owner role', { role: 'owner' }, 'role', undefined],
    [
      'a qualification longer than 150 characters',
      { qualification: 'Lăcătuș '.repeat(20) },
      'qualification',
      texts.api.textTooLong(150, 159),
    ],
    [
      'a name with a line break, which would reach the e-mails',
      { last_name: 'Pop\r\nBcc: victima@example.ro' },
      'last_name',
      texts.api.singleLineText,
    ],
    [
      'a job title with a control character',
      { job_title: 'Sudor\u0007' },
      'job_title',
      texts.api.singleLineText,
    ],
  ])('refuses %s', async (_case, overrides, field, message) => {
    const { owner, company } = await buildTenant();
    const body = userBody(company.id, overrides);

    const answer = await api.post('/api/users/create/', body, await tokenFor(owner));

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: { [field]: message ? [message] : expect.any(Array) } });
    expect(await getUserIdByUsername(String(body.username))).toBeNull();
  });

  it('refuses a username used anywhere on the platform, in any case (409)', async () => {
    const { owner, company } = await buildTenant();
    const elsewhere = await buildTenant();

    const answer = await api.post(
      '/api/users/create/',
      userBody(company.id, { username: ` ${elsewhere.admin.username.toUpperCase()} ` }),
      await tokenFor(owner),
    );

    expect(answer).toMatchObject({ status: 409, body: { detail: texts.people.usernameTaken } });
    expect(await getUserIdByUsername(elsewhere.admin.username)).toBe(elsewhere.admin.id);
  });

  it('answers 404 for a company of another firm and creates no one', async () => {
    const { owner } = await buildTenant();
    const other = await buildTenant();
    const body = userBody(other.company.id);

    const answer = await api.post('/api/users/create/', body, await tokenFor(owner));

    expect(answer).toMatchObject({ status: 404, body: { detail: texts.companies.notFound } });
    expect(await getUserIdByUsername(body.username)).toBeNull();
  });
});

describe('GET /api/company/{id}/users/ and /api/get-company-users/{id}/', () => {
  it('lists the company’s users by username: all details, or just enough to choose one', async () => {
    const { owner, company, admin, employee } = await buildTenant();
    const token = await tokenFor(owner);
    const first = await buildUser(
      { role: 'employee', firmId: company.firm_id, companyId: company.id },
      { username: `aaa.${uniqueName('primul')}`, job_title: 'Sudor', email: 'primul@example.ro' },
    );

    const full = await api.get<{ username: string }[]>(`/api/company/${company.id}/users/`, token);
    const summary = await api.get<unknown[]>(`/api/get-company-users/${company.id}/`, token);

    expect(full.status).toBe(200);
    expect(full.body[0]).toEqual({
      id: first.id,
      username: first.username,
      first_name: first.first_name,
      last_name: first.last_name,
      email: 'primul@example.ro',
      birth_date: null,
      hire_date: null,
      address: null,
      job_title: 'Sudor',
      birth_place: null,
      workplace: null,
      qualification: null,
      staff_category: null,
      language: 'ro',
      role: 'employee',
      company: company.id,
      manager: null,
      is_workplace_manager: false,
      active: true,
    });
    expect(full.body.map((user) => user.username)).toEqual(
      [first, admin, employee].map((user) => user.username).sort(),
    );
    expect(full.body[0]).not.toHaveProperty('password_hash');
    expect(summary.body[0]).toEqual({
      id: first.id,
      username: first.username,
      first_name: first.first_name,
      last_name: first.last_name,
    });
  });

  it('pages with limit and cursor, the next cursor in X-Next-Cursor', async () => {
    const { owner, company } = await buildTenant();
    for (let index = 0; index < 3; index += 1) {
      await buildUser({ role: 'employee', firmId: company.firm_id, companyId: company.id });
    }
    const token = await tokenFor(owner);

    const first = await api.get<{ id: string }[]>(`/api/get-company-users/${company.id}/?limit=2`, token);
    const cursor = first.headers.get('x-next-cursor') ?? '';
    const second = await api.get<{ id: string }[]>(
      `/api/get-company-users/${company.id}/?limit=2&cursor=${encodeURIComponent(cursor)}`,
      token,
    );
    const third = await api.get<{ id: string }[]>(
      `/api/get-company-users/${company.id}/?limit=2&cursor=${encodeURIComponent(second.headers.get('x-next-cursor') ?? '')}`,
      token,
    );

    expect(first.body).toHaveLength(2);
    expect(cursor).not.toBe('');
    expect(second.body).toHaveLength(2);
    expect(third.body).toHaveLength(1);
    expect(third.headers.get('x-next-cursor')).toBeNull();
    const ids = [...first.body, ...second.body, ...third.body].map((user) => user.id);
    expect(new Set(ids).size).toBe(5);
  });

  it("refuses a cursor made up or taken from another company's list", async () => {
    const { owner, company } = await buildTenant();
    const other = await buildTenant();
    await buildUser({ role: 'employee', firmId: other.firm.id, companyId: other.company.id });
    const foreign = await api.get(
      `/api/get-company-users/${other.company.id}/?limit=1`,
      await tokenFor(other.owner),
    );
    const token = await tokenFor(owner);

    const stolen = await api.get(
      `/api/company/${company.id}/users/?limit=1&cursor=${foreign.headers.get('x-next-cursor')}`,
      token,
    );
    const garbage = await api.get(`/api/company/${company.id}/users/?limit=1&cursor=abc`, token);

    expect(stolen).toMatchObject({ status: 400, body: { detail: texts.api.invalidCursor } });
    expect(garbage).toMatchObject({ status: 400, body: { detail: texts.api.invalidCursor } });
  });

  it('answers 404 for a company of another firm', async () => {
    const { owner } = await buildTenant();
    const other = await buildTenant();
    const token = await tokenFor(owner);

    const full = await api.get(`/api/company/${other.company.id}/users/`, token);
    const summary = await api.get(`/api/get-company-users/${other.company.id}/`, token);

    expect(full).toMatchObject({ status: 404, body: { detail: texts.companies.notFound } });
    expect(summary.status).toBe(404);
  });
});

describe('DELETE /api/delete-user/{userId}/', () => {
  it('deletes an employee: their token stops working and the username is free again', async () => {
    const { owner, company, employee } = await buildTenant();
    const employeeToken = await tokenFor(employee);
    const token = await tokenFor(owner);

    const answer = await api.del(`/api/delete-user/${employee.id}/`, token);

    expect(answer).toMatchObject({ status: 200, body: { detail: 'Utilizator șters cu succes!' } });
    expect(await getUserById(employee.id)).toBeNull();
    expect((await api.get('/api/users/me/', employeeToken)).status).toBe(401);
    expect(
      (await api.post('/api/token/', { username: employee.username, password: TEST_PASSWORD })).status,
    ).toBe(401);
    const users = await api.get<{ id: string }[]>(`/api/company/${company.id}/users/`, token);
    expect(users.body.map((user) => user.id)).not.toContain(employee.id);
    const again = await api.post(
      '/api/users/create/',
      userBody(company.id, { username: employee.username }),
      token,
    );
    expect(again.status).toBe(201);
  });

  it('deletes an admin', async () => {
    const { owner, admin } = await buildTenant();

    const answer = await api.del(`/api/delete-user/${admin.id}/`, await tokenFor(owner));

    expect(answer.status).toBe(200);
    expect(await getUserById(admin.id)).toBeNull();
  });

  it("answers 404 for another firm's user, an owner and an unknown id, deleting no one", async () => {
    const { firm, owner } = await buildTenant();
    const other = await buildTenant();
    const colleague = await buildUser({ role: 'owner', firmId: firm.id });
    const token = await tokenFor(owner);

    const foreign = await api.del(`/api/delete-user/${other.employee.id}/`, token);
    const anOwner = await api.del(`/api/delete-user/${colleague.id}/`, token);
    const itself = await api.del(`/api/delete-user/${owner.id}/`, token);
    const unknown = await api.del('/api/delete-user/01JZZZZZZZZZZZZZZZZZZZZZZZ/', token);

    for (const answer of [foreign, anOwner, itself, unknown]) {
      expect(answer).toMatchObject({ status: 404, body: { detail: texts.people.notFound } });
    }
    expect(await getUserById(other.employee.id)).not.toBeNull();
    expect(await getUserById(colleague.id)).not.toBeNull();
  });
});
