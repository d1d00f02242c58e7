import { randomBytes } from 'node:crypto';
import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { keys, usernameMarkerKey } from '../../src/data/keys';
import { getUserIdByUsername, moveUsernameMarker, type UserRecord } from '../../src/data/users';
import { getItem, transactWrite } from '../../src/lib/table';
import { buildTenant, buildUser, TEST_PASSWORD, tokenFor } from '../support/builders';
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

/** Puts the user's marker back where it was before look-alike keys: the lower-cased username. */
async function keepOnLegacyKey(user: UserRecord): Promise<void> {
  await transactWrite({
    key: { Delete: { Key: usernameMarkerKey(user.username) } },
    legacy: {
      Put: { Item: { ...keys.legacyUsernameMarker(user.username), type: 'username', user_id: user.id } },
    },
  });
}

describe('accounts stored before look-alike keys', () => {
  it('sign in before and after their marker moves; once moved, look-alikes are refused', async () => {
    const { owner, firm, company } = await buildTenant();
    const letters = uniqueLetters();
    const stored = await buildUser(
      { role: 'employee', firmId: firm.id, companyId: company.id },
      { username: `Maria.${letters}` },
    );
    await keepOnLegacyKey(stored);
    const ownerToken = await tokenFor(owner);

    expect((await logIn(`maria.${letters}`)).status).toBe(200);
    expect(await getUserIdByUsername(`MARIA.${letters}`)).toBe(stored.id);

    expect(await moveUsernameMarker(stored)).toBe('moved');
    expect(await moveUsernameMarker(stored)).toBe('moved');

    expect(await getItem(keys.legacyUsernameMarker(stored.username))).toBeUndefined();
    expect((await logIn(`Maria.${letters}`)).status).toBe(200);
    expect((await createEmployee(ownerToken, company.id, `rnaria.${letters}`)).status).toBe(409);
  });

  it('refuses the same spelling in another case while the marker has not moved yet', async () => {
    const { owner, firm, company } = await buildTenant();
    const letters = uniqueLetters();
    const stored = await buildUser(
      { role: 'employee', firmId: firm.id, companyId: company.id },
      { username: `mara.${letters}` },
    );
    await keepOnLegacyKey(stored);

    const answer = await createEmployee(await tokenFor(owner), company.id, `MARA.${letters}`);

    expect(answer).toMatchObject({ status: 409, body: { detail: texts.people.usernameTaken } });
  });

  it('leave two stored look-alikes each signing in with their own spelling, and name the one left behind', async () => {
    const { firm, company } = await buildTenant();
    const letters = uniqueLetters();
    const placement = { role: 'employee', firmId: firm.id, companyId: company.id } as const;
    const maria = await buildUser(placement, { username: `maria.${letters}` });
    await keepOnLegacyKey(maria);
    // Stored before look-alike keys, "rnaria" sat on its own lower-cased key, which is also the
    // look-alike key the two share.
    const rnaria = await buildUser(placement, { username: `rnaria.${letters}`, first_name: 'Rnaria' });

    expect(await moveUsernameMarker(maria)).toBe('look-alike-taken');
    expect(await moveUsernameMarker(rnaria)).toBe('already-keyed');

    const [asMaria, asRnaria] = await Promise.all([logIn(`maria.${letters}`), logIn(`rnaria.${letters}`)]);
    expect((asMaria.body as { user: { id: string } }).user.id).toBe(maria.id);
    expect((asRnaria.body as { user: { id: string } }).user.id).toBe(rnaria.id);
  });
});
