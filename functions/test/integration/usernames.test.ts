import { randomBytes } from 'node:crypto';
import { texts } from '@ssm/shared';
import { toUsernameKey } from '@ssm/shared/usernames';
import { describe, expect, it } from 'vitest';
import { getUserById, getUserIdByUsername, type UserRecord } from '../../src/accounts/data/users';
import { getItem } from '../../src/platform/table';
import { usernameMarkerKey } from '../../src/platform/table-keys';
import {
  buildCompany,
  buildFirm,
  buildTenant,
  buildUser,
  TEST_PASSWORD,
  tokenFor,
} from '../support/builders';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

/** Letters only, so that no digit's look-alike (1 and l, 0 and o) blurs what a test is about. */
function uniqueLetters(): string {
  return Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26)))
    .join('')
    .replace(/[mlo]/g, 'x');
}

function toFullWidth(text: string): string {
  return text.replace(/[!-~]/g, (character) => String.fromCharCode(character.charCodeAt(0) + 0xfee0));
}

function logIn(username: string) {
  return api.post('/api/token/', { username, password: TEST_PASSWORD });
}

function createEmployee(ownerToken: string, companyId: string, username: string) {
  return api.post<{ username: string }>(
    '/api/users/create/',
    {
      username,
      first_name: 'Radu',
      last_name: 'Marin',
      email: `${uniqueLetters()}@example.ro`,
      company: companyId,
    },
    ownerToken,
  );
}

describe('look-alike usernames', () => {
  it.each([
    ['with a Cyrillic о', (username: string) => username.replace('o', '\u043e')],
    ['in full-width letters', toFullWidth],
    [
      'with a Greek ο and Cyrillic е',
      (username: string) => username.replace('o', '\u03bf').replace('e', '\u0435'),
    ],
    ['in capitals', (username: string) => username.toUpperCase()],
  ])('cannot be created %s beside the account they imitate', async (_case, imitate) => {
    const { owner, company } = await buildTenant();
    const other = await buildTenant();
    const original = await buildUser(
      { role: 'owner', firmId: other.firm.id },
      { username: `owner.${uniqueLetters()}` },
    );

    const answer = await createEmployee(await tokenFor(owner), company.id, imitate(original.username));

    expect(answer).toMatchObject({ status: 409, body: { detail: texts.people.usernameTaken } });
    expect(await getUserIdByUsername(original.username)).toBe(original.id);
  });

  it('stores a full-width username in plain letters', async () => {
    const { owner, company } = await buildTenant();
    const username = `angajat.${uniqueLetters()}`;

    const answer = await createEmployee(await tokenFor(owner), company.id, toFullWidth(username));

    expect(answer.status).toBe(201);
    expect(answer.body.username).toBe(username);
  });

  it('signs the comma-below account in when the username is typed with a cedilla, or without diacritics', async () => {
    const { firm, company } = await buildTenant();
    const letters = uniqueLetters();
    const user = await buildUser(
      { role: 'employee', firmId: firm.id, companyId: company.id },
      { username: `mihai.ștefan.${letters}` },
    );

    for (const typed of [`mihai.ştefan.${letters}`, `MIHAI.ŞTEFAN.${letters}`, `mihai.stefan.${letters}`]) {
      const answer = await logIn(typed);
      expect(answer.status, typed).toBe(200);
      expect((answer.body as { user: { id: string } }).user.id).toBe(user.id);
    }
  });
});

async function isUsernameFree(username: string): Promise<boolean> {
  return (
    (await getItem(usernameMarkerKey(username))) === undefined &&
    (await getUserIdByUsername(username)) === null
  );
}

/** An owner's or admin's rename of a person, the rest of the profile left empty. */
function rename(token: string, user: UserRecord, username: string) {
  return api.request('PATCH', `/api/users/${user.id}/`, {
    token,
    body: {
      username,
      first_name: user.first_name,
      last_name: user.last_name,
      email: `${username}@example.ro`,
      birth_date: null,
      hire_date: null,
      address: null,
      job_title: null,
      birth_place: null,
      workplace: null,
      qualification: null,
      staff_category: null,
    },
  });
}

describe('the look-alike key stored on the user item', () => {
  it('is stored by a creation, and a look-alike of the name is refused and signs in to it', async () => {
    const { owner, company } = await buildTenant();
    const username = `ana.${uniqueLetters()}`;
    const ownerToken = await tokenFor(owner);

    const created = await createEmployee(ownerToken, company.id, username);
    const { id } = created.body as unknown as { id: string };

    expect(created.status).toBe(201);
    expect((await getUserById(id))?.username_key).toBe(toUsernameKey(username));
    expect((await createEmployee(ownerToken, company.id, username.replace('a', '\u0430'))).status).toBe(409);
  });

  it("is stored by a super owner's addition of an owner", async () => {
    const firm = await buildFirm();
    const username = `owner.${uniqueLetters()}`;
    const body = {
      firm_id: firm.id,
      username,
      password: 'Sigura-2026',
      email: `${username}@example.ro`,
      first_name: 'Mihai',
      last_name: 'Stoica',
    };

    const answer = await api.post<{ id: string }>(
      `/api/ssm-firms/${firm.id}/add-owner/`,
      body,
      await tokenFor(await buildUser({ role: 'superowner' })),
    );

    expect(answer.status).toBe(201);
    expect((await getUserById(answer.body.id))?.username_key).toBe(toUsernameKey(username));
  });

  it('follows a rename: the new name and its look-alikes are taken and sign in, the old one is free', async () => {
    const { owner, company, employee } = await buildTenant();
    const renamed = `dan.${uniqueLetters()}`;
    const ownerToken = await tokenFor(owner);

    const answer = await rename(ownerToken, employee, renamed);

    expect(answer.status).toBe(200);
    expect((await getUserById(employee.id))?.username_key).toBe(toUsernameKey(renamed));
    expect(((await logIn(renamed.toUpperCase())).body as { user: { id: string } }).user.id).toBe(employee.id);
    expect((await createEmployee(ownerToken, company.id, renamed.replace('a', '\u0430'))).status).toBe(409);
    expect(await isUsernameFree(employee.username)).toBe(true);
  });

  it("frees the names of a deleted person, a deleted owner and a deleted company's people", async () => {
    const { owner, firm, admin, employee } = await buildTenant();
    const secondOwner = await buildUser({ role: 'owner', firmId: firm.id });
    const emptied = await buildCompany(firm.id);
    const member = await buildUser({ role: 'employee', firmId: firm.id, companyId: emptied.id });
    const ownerToken = await tokenFor(owner);
    const superownerToken = await tokenFor(await buildUser({ role: 'superowner' }));

    const deletions = [
      await api.del(`/api/delete-user/${employee.id}/`, ownerToken),
      await api.del(`/api/owners/${secondOwner.id}/delete/`, superownerToken),
      await api.del(`/api/companies/${emptied.id}/`, ownerToken, { confirm_name: emptied.name }),
    ];

    expect(deletions.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const user of [employee, secondOwner, member]) {
      expect(await isUsernameFree(user.username), user.username).toBe(true);
    }
    // The company's other people keep their names.
    expect(await getUserIdByUsername(admin.username)).toBe(admin.id);
  });
});
