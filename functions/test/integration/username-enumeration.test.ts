import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserIdByUsername } from '../../src/accounts/data/users';
import { TAKEN_USERNAME_ANSWERS_PER_HOUR } from '../../src/people/domain/people';
import { buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import { useTestGateway } from '../support/gateway';

/*
 * Usernames are unique platform-wide, so "taken" tells an owner that an account exists
 * somewhere. Each owner gets TAKEN_USERNAME_ANSWERS_PER_HOUR such answers; then every call that
 * could answer "taken" is refused, free names included, so the refusal itself tells nothing.
 */

const api = useTestGateway();

function createEmployee(ownerToken: string, companyId: string, username: string) {
  return api.post<{ detail: string; errors?: { username?: string[] } }>(
    '/api/users/create/',
    {
      username,
      first_name: 'Radu',
      last_name: 'Marin',
      email: `${uniqueName('radu')}@example.ro`,
      company: companyId,
    },
    ownerToken,
  );
}

async function previewRows(ownerToken: string, companyId: string, usernames: string[]) {
  const header = 'Nume utilizator;Prenume;Nume;Email;Data nașterii;Funcție;Rol';
  const lines = usernames.map((username) => `${username};Ana;Marin;${uniqueName('ana')}@example.ro;;;`);
  const form = new FormData();
  form.set('company', companyId);
  form.set('file', new Blob([`\uFEFF${[header, ...lines].join('\r\n')}\r\n`]), 'angajati.csv');
  const response = await fetch(`${api.url()}/api/users/import/preview/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ownerToken}` },
    body: form,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

describe("another firm's usernames", () => {
  it('answer 409 with a free variant to try, never whose name it is', async () => {
    const victim = await buildTenant();
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);

    const answer = await createEmployee(token, company.id, victim.employee.username);

    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe(texts.people.usernameTaken);
    const suggestion = `${victim.employee.username}2`;
    expect(answer.body.errors?.username).toEqual([texts.usernameChecks.takenTrySuggestion(suggestion)]);
    expect(JSON.stringify(answer.body)).not.toContain(victim.firm.id);
    expect((await createEmployee(token, company.id, suggestion)).status).toBe(201);
  });

  it('stop answering "taken" past the allowance: every creation is refused with 429, free names too', async () => {
    const victim = await buildTenant();
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const taken = victim.employee.username;

    for (let answer = 0; answer < TAKEN_USERNAME_ANSWERS_PER_HOUR; answer += 1) {
      expect((await createEmployee(token, company.id, taken)).status).toBe(409);
    }
    const takenAgain = await createEmployee(token, company.id, taken);
    const free = uniqueName('liber');
    const freeName = await createEmployee(token, company.id, free);

    for (const refused of [takenAgain, freeName]) {
      expect(refused).toMatchObject({ status: 429, body: { detail: texts.usernameChecks.tooManyTaken } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await getUserIdByUsername(free)).toBeNull();
    const otherOwner = await buildTenant();
    expect((await createEmployee(await tokenFor(otherOwner.owner), otherOwner.company.id, free)).status).toBe(
      201,
    );
  });

  it('cannot be listed by an import preview: a file holding more taken names than the allowance is refused whole', async () => {
    const victim = await buildTenant();
    const victims = await Promise.all(
      Array.from({ length: TAKEN_USERNAME_ANSWERS_PER_HOUR + 1 }, () =>
        buildUser({ role: 'employee', firmId: victim.firm.id, companyId: victim.company.id }),
      ),
    );
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);

    const answer = await previewRows(
      token,
      company.id,
      victims.map((user) => user.username),
    );

    expect(answer).toMatchObject({ status: 429, body: { detail: texts.usernameChecks.tooManyTaken } });
    expect(JSON.stringify(answer.body)).not.toContain(victims[0]?.username);
    expect((await previewRows(token, company.id, [uniqueName('liber')])).status).toBe(429);
  });
});
