import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById, getUserIdByUsername } from '../../src/accounts/data/users';
import { getFirm } from '../../src/firms/data/firms';
import {
  buildCompany,
  buildFirm,
  buildTenant,
  buildUser,
  TEST_PASSWORD,
  tokenFor,
  uniqueCui,
  uniqueName,
  uniqueRegCom,
} from '../support/builders';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

type Firm = { id: string; name: string; cui: string; reg_com: string; address: string };
type Owner = {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  firm_id: string;
};

async function superownerToken() {
  return tokenFor(await buildUser({ role: 'superowner' }));
}

function firmBody(overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueName('Protecția Muncii SRL'),
    cui: uniqueCui(),
    reg_com: uniqueRegCom(),
    address: 'Bd. Unirii nr. 3, București',
    ...overrides,
  };
}

function ownerBody(firmId: string, overrides: Record<string, unknown> = {}) {
  const username = uniqueName('owner');
  return {
    firm_id: firmId,
    username,
    password: 'Sigura-2026',
    email: `${username}@example.ro`,
    first_name: 'Mihai',
    last_name: 'Stoica',
    ...overrides,
  };
}

describe('POST /api/ssm-firms/create/', () => {
  it('creates a firm with a checked CUI and trade-register number', async () => {
    const token = await superownerToken();
    const regCom = uniqueRegCom();
    const body = firmBody({ cui: ` ro ${uniqueCui()} `, reg_com: ` ${regCom.toLowerCase()} ` });

    const answer = await api.post<Firm>('/api/ssm-firms/create/', body, token);

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: body.name, address: body.address, reg_com: regCom });
    expect(answer.body.cui).toMatch(/^RO\d+$/);
    expect(await getFirm(answer.body.id)).toMatchObject({ name: body.name });
  });

  it('accepts the compact trade-register number of Legea 265/2022', async () => {
    const token = await superownerToken();
    const regCom = `J2024${String(Date.now()).slice(-9)}`;

    const answer = await api.post<Firm>('/api/ssm-firms/create/', firmBody({ reg_com: regCom }), token);

    expect(answer.status).toBe(201);
    expect(answer.body.reg_com).toBe(regCom);
  });

  it("refuses missing fields with the spec's 'Toate câmpurile sunt obligatorii.' on each", async () => {
    const answer = await api.post(
      '/api/ssm-firms/create/',
      { name: '  ', address: '' },
      await superownerToken(),
    );

    expect(answer).toMatchObject({
      status: 400,
      body: {
        detail: texts.firms.allRequired,
        errors: {
          name: [texts.firms.allRequired],
          cui: [texts.firms.allRequired],
          reg_com: [texts.firms.allRequired],
          address: [texts.firms.allRequired],
        },
      },
    });
  });

  it.each([
    ['a wrong check digit', { cui: '18547291' }, 'cui', texts.firms.cuiInvalid],
    ['letters in the CUI', { cui: '1854A290' }, 'cui', texts.firms.cuiInvalid],
    [
      'a trade-register number of neither form',
      { reg_com: 'J99/1/2020' },
      'reg_com',
      texts.firms.regComInvalid,
    ],
  ])('refuses %s', async (_case, overrides, field, message) => {
    const body = firmBody(overrides);

    const answer = await api.post('/api/ssm-firms/create/', body, await superownerToken());

    expect(answer).toMatchObject({ status: 400, body: { detail: message, errors: { [field]: [message] } } });
  });

  it('refuses a second firm with the same CUI, with or without the RO prefix (409)', async () => {
    const token = await superownerToken();
    const cui = uniqueCui();
    await api.post('/api/ssm-firms/create/', firmBody({ cui }), token);
    const name = uniqueName('Duplicat');

    const answer = await api.post('/api/ssm-firms/create/', firmBody({ cui: `RO${cui}`, name }), token);

    expect(answer).toMatchObject({ status: 409, body: { detail: texts.firms.duplicateCui } });
    const firms = await api.get<Firm[]>('/api/ssm-firms/', token);
    expect(firms.body.map((firm) => firm.name)).not.toContain(name);
  });

  it('refuses a second firm with the same trade-register number, however it is spelled (409)', async () => {
    const token = await superownerToken();
    const sequence = 100_000 + (Date.now() % 899_999);
    await api.post('/api/ssm-firms/create/', firmBody({ reg_com: `J8/${sequence}/2012` }), token);

    const answer = await api.post(
      '/api/ssm-firms/create/',
      firmBody({ reg_com: `j08/0${sequence}/2012` }),
      token,
    );

    expect(answer).toMatchObject({ status: 409, body: { detail: texts.firms.duplicateRegCom } });
  });
});

describe('GET /api/ssm-firms/', () => {
  it('lists every firm by name with the fields of the spec', async () => {
    const token = await superownerToken();
    const firm = await buildFirm({ name: uniqueName('Ălfa SSM') });

    const answer = await api.get<Firm[]>('/api/ssm-firms/', token);

    expect(answer.status).toBe(200);
    expect(answer.body).toContainEqual({
      id: firm.id,
      name: firm.name,
      cui: firm.cui,
      reg_com: firm.reg_com,
      address: firm.address,
    });
    const names = answer.body.map((item) => item.name);
    const collator = new Intl.Collator('ro', { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));
  });
});

describe('GET /api/ssm-firms/{id}/clients/ and /owners/', () => {
  it("lists the firm's companies and owners only", async () => {
    const token = await superownerToken();
    const { firm, company, owner } = await buildTenant();
    const other = await buildTenant();
    const second = await buildCompany(firm.id, { name: 'Abator Sud SA' });

    const clients = await api.get<{ id: string }[]>(`/api/ssm-firms/${firm.id}/clients/`, token);
    const owners = await api.get<Owner[]>(`/api/ssm-firms/${firm.id}/owners/`, token);

    expect(clients.status).toBe(200);
    expect(clients.body).toEqual([
      {
        id: second.id,
        name: second.name,
        registration_number: second.registration_number,
        address: second.address,
        training_frequency_months: 6,
        simple_signature_allowed: true,
        record_count: 0,
        signed_record_count: 0,
        phone: null,
        email: null,
        representative: null,
        archived_at: null,
      },
      expect.objectContaining({ id: company.id }),
    ]);
    expect(clients.body.map((item) => item.id)).not.toContain(other.company.id);
    expect(owners.body).toEqual([
      {
        id: owner.id,
        username: owner.username,
        email: null,
        first_name: owner.first_name,
        last_name: owner.last_name,
        firm_id: firm.id,
      },
    ]);
  });

  it('answers 404 for an unknown firm', async () => {
    const token = await superownerToken();

    const clients = await api.get('/api/ssm-firms/01JZZZZZZZZZZZZZZZZZZZZZZZ/clients/', token);
    const owners = await api.get('/api/ssm-firms/01JZZZZZZZZZZZZZZZZZZZZZZZ/owners/', token);

    expect(clients).toMatchObject({ status: 404, body: { detail: texts.firms.notFound } });
    expect(owners).toMatchObject({ status: 404, body: { detail: texts.firms.notFound } });
  });
});

describe('POST /api/ssm-firms/{id}/add-owner/', () => {
  it('creates an owner who can sign in with the chosen password', async () => {
    const token = await superownerToken();
    const firm = await buildFirm();
    const body = ownerBody(firm.id);

    const answer = await api.post<Owner>(`/api/ssm-firms/${firm.id}/add-owner/`, body, token);
    const login = await api.post<{ user: { role: string } }>('/api/token/', {
      username: body.username,
      password: body.password,
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(String),
      username: body.username,
      email: body.email,
      first_name: 'Mihai',
      last_name: 'Stoica',
      firm_id: firm.id,
    });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('owner');
  });

  it.each([
    ['no firm', { firm_id: undefined }],
    ['an empty firm', { firm_id: '' }],
  ])("refuses %s with 'Te rugăm să selectezi o firmă SSM.'", async (_case, overrides) => {
    const firm = await buildFirm();
    const body = ownerBody(firm.id, overrides);

    const answer = await api.post(`/api/ssm-firms/${firm.id}/add-owner/`, body, await superownerToken());

    expect(answer).toMatchObject({
      status: 400,
      body: { detail: texts.owners.selectFirm, errors: { firm_id: [texts.owners.selectFirm] } },
    });
    expect(await getUserIdByUsername(body.username)).toBeNull();
  });

  it('refuses a body naming another firm than the path', async () => {
    const firm = await buildFirm();
    const other = await buildFirm();

    const answer = await api.post(
      `/api/ssm-firms/${firm.id}/add-owner/`,
      ownerBody(other.id),
      await superownerToken(),
    );

    expect(answer).toMatchObject({ status: 400, body: { detail: texts.owners.selectFirm } });
  });

  it.each([
    ['a short password', { password: 'Ab1' }, 'password', texts.api.passwordTooShort],
    [
      'a password without digits',
      { password: 'FaraCifre' },
      'password',
      texts.api.passwordNeedsLetterAndDigit,
    ],
    ['an invalid e-mail', { email: 'nu-e-email' }, 'email', texts.api.invalidEmail],
    ['a blank first name', { first_name: ' ' }, 'first_name', texts.firms.allRequired],
    ['a username with spaces', { username: 'ion pop' }, 'username', texts.people.usernameFormat],
  ])('refuses %s', async (_case, overrides, field, message) => {
    const firm = await buildFirm();

    const answer = await api.post(
      `/api/ssm-firms/${firm.id}/add-owner/`,
      ownerBody(firm.id, overrides),
      await superownerToken(),
    );

    expect(answer).toMatchObject({ status: 400, body: { errors: { [field]: [message] } } });
  });

  it('refuses a username already used anywhere on the platform, in any case (409)', async () => {
    const { employee } = await buildTenant();
    const firm = await buildFirm();

    const answer = await api.post(
      `/api/ssm-firms/${firm.id}/add-owner/`,
      ownerBody(firm.id, { username: employee.username.toUpperCase() }),
      await superownerToken(),
    );

    expect(answer).toMatchObject({ status: 409, body: { detail: texts.people.usernameTaken } });
    expect(await getUserIdByUsername(employee.username)).toBe(employee.id);
  });

  it('answers 404 for an unknown firm', async () => {
    const missing = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
    const body = ownerBody(missing);

    const answer = await api.post(`/api/ssm-firms/${missing}/add-owner/`, body, await superownerToken());

    expect(answer).toMatchObject({ status: 404, body: { detail: texts.firms.notFound } });
    expect(await getUserIdByUsername(body.username)).toBeNull();
  });
});

describe('DELETE /api/owners/{id}/delete/', () => {
  it("deletes an owner; their token stops working and the firm's other owner stays", async () => {
    const { firm, owner } = await buildTenant();
    const second = await buildUser({ role: 'owner', firmId: firm.id });
    const secondToken = await tokenFor(second);

    const answer = await api.del(`/api/owners/${second.id}/delete/`, await superownerToken());

    expect(answer).toMatchObject({ status: 200, body: { detail: texts.owners.deleted } });
    expect(await getUserById(second.id)).toBeNull();
    expect((await api.get('/api/companies/', secondToken)).status).toBe(401);
    expect(
      (await api.post('/api/token/', { username: second.username, password: TEST_PASSWORD })).status,
    ).toBe(401);
    expect(await getUserById(owner.id)).not.toBeNull();
  });

  it("refuses to delete a firm's last owner (409) and says why", async () => {
    const { owner } = await buildTenant();

    const answer = await api.del(`/api/owners/${owner.id}/delete/`, await superownerToken());

    expect(answer).toMatchObject({ status: 409, body: { detail: texts.owners.lastOwner } });
    expect(await getUserById(owner.id)).not.toBeNull();
  });

  it('keeps one owner when two owners are deleted at the same moment', async () => {
    const { firm, owner } = await buildTenant();
    const second = await buildUser({ role: 'owner', firmId: firm.id });
    const token = await superownerToken();

    const answers = await Promise.all([
      api.del(`/api/owners/${owner.id}/delete/`, token),
      api.del(`/api/owners/${second.id}/delete/`, token),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const remaining = await api.get<Owner[]>(`/api/ssm-firms/${firm.id}/owners/`, token);
    expect(remaining.body).toHaveLength(1);
  });

  it('answers 404 for an unknown id and for someone who is not an owner', async () => {
    const { employee } = await buildTenant();
    const token = await superownerToken();

    const unknown = await api.del('/api/owners/01JZZZZZZZZZZZZZZZZZZZZZZZ/delete/', token);
    const notOwner = await api.del(`/api/owners/${employee.id}/delete/`, token);

    expect(unknown).toMatchObject({ status: 404, body: { detail: texts.owners.notFound } });
    expect(notOwner.status).toBe(404);
    expect(await getUserById(employee.id)).not.toBeNull();
  });
});
