import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById, getUserIdByUsername } from '../../src/accounts/data/users';
import { getCompany } from '../../src/companies/data/companies';
import { getConfig } from '../../src/platform/config';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { keys } from '../../src/platform/table-keys';
import { buildCompany, buildTenant, TEST_PASSWORD, tokenFor, uniqueRegCom } from '../support/builders';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

type Company = {
  id: string;
  name: string;
  registration_number: string;
  address: string;
  training_frequency_months: number;
};

function companyBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Transporturi Olt SRL',
    registration_number: uniqueRegCom(),
    address: 'Str. Gării nr. 7, Slatina',
    ...overrides,
  };
}

async function setRecordCount(companyId: string, count: number) {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: getConfig().tableName,
      Key: keys.company(companyId),
      UpdateExpression: 'SET record_count = :count',
      ExpressionAttributeValues: { ':count': count },
    }),
  );
}

describe('GET /api/companies/', () => {
  it("lists the caller's firm's companies by name, and nothing of another firm", async () => {
    const { firm, company, owner } = await buildTenant();
    const first = await buildCompany(firm.id, { name: 'Aluminiu Slatina SA' });
    const other = await buildTenant();

    const answer = await api.get<Company[]>('/api/companies/', await tokenFor(owner));

    expect(answer.status).toBe(200);
    expect(answer.body.map((item) => item.id)).toEqual([first.id, company.id]);
    expect(answer.body[0]).toEqual({
      id: first.id,
      name: first.name,
      registration_number: first.registration_number,
      address: first.address,
      training_frequency_months: 6,
      simple_signature_allowed: true,
      record_count: 0,
      signed_record_count: 0,
      phone: null,
      email: null,
      representative: null,
      archived_at: null,
    });
    expect(answer.body.map((item) => item.id)).not.toContain(other.company.id);
  });
});

describe('POST /api/companies/', () => {
  it('adds a company to the caller’s firm with the default frequency of 6 months', async () => {
    const { owner, firm } = await buildTenant();
    const body = companyBody({
      registration_number: ' j40/ 555 /2021 '.replace('555', String(Date.now() % 99999)),
    });

    const answer = await api.post<Company>('/api/companies/', body, await tokenFor(owner));

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: body.name,
      address: body.address,
      training_frequency_months: 6,
    });
    expect(answer.body.registration_number).toMatch(/^J40\/\d+\/2021$/);
    expect(await getCompany(answer.body.id)).toMatchObject({ firm_id: firm.id });
  });

  it('takes a CUI as the registration number of an employer outside the trade register', async () => {
    const { owner } = await buildTenant();

    const answer = await api.post<Company>(
      '/api/companies/',
      companyBody({ registration_number: 'RO9010105', training_frequency_months: 12 }),
      await tokenFor(owner),
    );

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ registration_number: 'RO9010105', training_frequency_months: 12 });
  });

  it("refuses missing or blank fields with 'Toate câmpurile sunt obligatorii.'", async () => {
    const { owner } = await buildTenant();

    const answer = await api.post(
      '/api/companies/',
      { name: ' ', registration_number: '' },
      await tokenFor(owner),
    );

    expect(answer).toMatchObject({
      status: 400,
      body: {
        detail: 'Toate câmpurile sunt obligatorii.',
        errors: {
          name: ['Toate câmpurile sunt obligatorii.'],
          registration_number: ['Toate câmpurile sunt obligatorii.'],
          address: ['Toate câmpurile sunt obligatorii.'],
        },
      },
    });
  });

  it.each([
    [
      'a registration number of no known form',
      { registration_number: '12345' },
      'registration_number',
      texts.companies.registrationInvalid,
    ],
    [
      'a frequency of 13 months',
      { training_frequency_months: 13 },
      'training_frequency_months',
      texts.companies.frequencyRange,
    ],
    [
      'a frequency of 0 months',
      { training_frequency_months: 0 },
      'training_frequency_months',
      texts.companies.frequencyRange,
    ],
    [
      'a fractional frequency',
      { training_frequency_months: 2.5 },
      'training_frequency_months',
      texts.companies.frequencyRange,
    ],
  ])('refuses %s', async (_case, overrides, field, message) => {
    const { owner } = await buildTenant();

    const answer = await api.post('/api/companies/', companyBody(overrides), await tokenFor(owner));

    expect(answer).toMatchObject({ status: 400, body: { detail: message, errors: { [field]: [message] } } });
  });

  it('refuses a registration number already used in the firm, however it is spelled (409)', async () => {
    const { owner, company } = await buildTenant();
    const [letter, county, sequence, year] = company.registration_number.split(/(?<=^[JFC])|\//);
    const respelled = ` ${letter?.toLowerCase()}${county?.padStart(2, '0')} / ${sequence} /${year}`;

    const answer = await api.post(
      '/api/companies/',
      companyBody({ registration_number: respelled }),
      await tokenFor(owner),
    );

    expect(answer).toMatchObject({ status: 409, body: { detail: texts.companies.duplicateRegistration } });
  });

  it('accepts the same registration number in another firm', async () => {
    const { company } = await buildTenant();
    const other = await buildTenant();

    const answer = await api.post(
      '/api/companies/',
      companyBody({ registration_number: company.registration_number }),
      await tokenFor(other.owner),
    );

    expect(answer.status).toBe(201);
  });
});

describe('PATCH /api/companies/{id}/', () => {
  it("changes the company's periodic-training frequency", async () => {
    const { owner, company } = await buildTenant();

    const answer = await api.request<Company>('PATCH', `/api/companies/${company.id}/`, {
      body: { training_frequency_months: 12 },
      token: await tokenFor(owner),
    });

    expect(answer).toMatchObject({ status: 200, body: { id: company.id, training_frequency_months: 12 } });
    expect((await getCompany(company.id))?.training_frequency_months).toBe(12);
  });

  it('refuses a frequency outside 1-12 and a company of another firm (404)', async () => {
    const { owner, company } = await buildTenant();
    const other = await buildTenant();
    const token = await tokenFor(owner);

    const invalid = await api.request('PATCH', `/api/companies/${company.id}/`, {
      body: { training_frequency_months: 24 },
      token,
    });
    const foreign = await api.request('PATCH', `/api/companies/${other.company.id}/`, {
      body: { training_frequency_months: 3 },
      token,
    });

    expect(invalid).toMatchObject({ status: 400, body: { detail: texts.companies.frequencyRange } });
    expect(foreign).toMatchObject({ status: 404, body: { detail: texts.companies.notFound } });
    expect((await getCompany(other.company.id))?.training_frequency_months).toBe(6);
  });
});

describe('DELETE /api/companies/{id}/', () => {
  it('deletes the company with its users and their items; their tokens stop working', async () => {
    const { owner, company, employee, admin } = await buildTenant();
    const employeeToken = await tokenFor(employee);
    const assignment = { PK: keys.company(company.id).PK, SK: 'ASSIGNMENT#COURSE#X' };
    const attempt = keys.quizResult(employee.id, 'ATTEMPT');
    for (const key of [assignment, attempt]) {
      await getDocumentClient().send(
        new PutCommand({ TableName: getConfig().tableName, Item: { ...key, type: 'test' } }),
      );
    }

    const answer = await api.del(`/api/companies/${company.id}/`, await tokenFor(owner), {
      confirm_name: company.name,
    });

    expect(answer).toMatchObject({ status: 200, body: { detail: 'Compania a fost ștearsă cu succes!' } });
    expect(await getCompany(company.id)).toBeNull();
    expect(await getUserById(employee.id)).toBeNull();
    expect(await getUserById(admin.id)).toBeNull();
    expect(await getUserIdByUsername(employee.username)).toBeNull();
    for (const key of [assignment, attempt]) {
      const item = await getDocumentClient().send(
        new GetCommand({ TableName: getConfig().tableName, Key: key }),
      );
      expect(item.Item).toBeUndefined();
    }
    expect((await api.get('/api/users/me/', employeeToken)).status).toBe(401);
    expect(
      (await api.post('/api/token/', { username: employee.username, password: TEST_PASSWORD })).status,
    ).toBe(401);
    const list = await api.get<Company[]>('/api/companies/', await tokenFor(owner));
    expect(list.body).toEqual([]);
  });

  it('frees the registration number and the usernames for reuse', async () => {
    const { owner, company, employee } = await buildTenant();
    const token = await tokenFor(owner);
    await api.del(`/api/companies/${company.id}/`, token, { confirm_name: company.name });

    const again = await api.post<Company>(
      '/api/companies/',
      companyBody({ registration_number: company.registration_number }),
      token,
    );
    const user = await api.post(
      '/api/users/create/',
      {
        username: employee.username,
        first_name: 'Ion',
        last_name: 'Nou',
        email: 'ion.nou@example.ro',
        company: again.body.id,
      },
      token,
    );

    expect(again.status).toBe(201);
    expect(user.status).toBe(201);
  });

  it('refuses while the company keeps training records, says what to do, and changes nothing', async () => {
    const { owner, company, employee } = await buildTenant();
    await setRecordCount(company.id, 2);

    const answer = await api.del(`/api/companies/${company.id}/`, await tokenFor(owner), {
      confirm_name: company.name,
    });

    expect(answer).toMatchObject({ status: 409, body: { detail: texts.companies.hasRecords } });
    expect(answer.body).toMatchObject({ detail: expect.stringContaining('arhiva ZIP') });
    expect(await getCompany(company.id)).toMatchObject({ record_count: 2 });
    expect((await getCompany(company.id))?.deleting_since).toBeUndefined();
    expect(await getUserById(employee.id)).not.toBeNull();
  });

  it('deletes the company once its history is gone (record count back to 0)', async () => {
    const { owner, company } = await buildTenant();
    await setRecordCount(company.id, 1);
    await setRecordCount(company.id, 0);

    const answer = await api.del(`/api/companies/${company.id}/`, await tokenFor(owner), {
      confirm_name: company.name,
    });

    expect(answer.status).toBe(200);
    expect(await getCompany(company.id)).toBeNull();
  });

  it('answers 404 for an unknown company and for one of another firm, which stays', async () => {
    const { owner } = await buildTenant();
    const other = await buildTenant();
    const token = await tokenFor(owner);

    const unknown = await api.del('/api/companies/01JZZZZZZZZZZZZZZZZZZZZZZZ/', token, {
      confirm_name: 'Oricare',
    });
    const foreign = await api.del(`/api/companies/${other.company.id}/`, token, {
      confirm_name: other.company.name,
    });

    expect(unknown).toMatchObject({ status: 404, body: { detail: texts.companies.notFound } });
    expect(foreign).toMatchObject({ status: 404, body: { detail: texts.companies.notFound } });
    expect(await getCompany(other.company.id)).not.toBeNull();
    expect(await getUserById(other.employee.id)).not.toBeNull();
  });
});
