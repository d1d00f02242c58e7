import { createHash, randomBytes } from 'node:crypto';
import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { storePasswordResetToken } from '../../src/accounts/data/password-reset-tokens';
import { getUserById, getUserIdByUsername } from '../../src/accounts/data/users';
import { buildFirm, buildTenant, buildUser, TEST_PASSWORD, tokenFor, uniqueName } from '../support/builders';
import { useTestGateway } from '../support/gateway';

/*
 * Every password a person chooses goes through the estimator: a common or guessable one, or one
 * holding the person's username or names, is refused with its reason in Romanian and nothing
 * changes (docs/security.md, passwords).
 */

const api = useTestGateway();
const { common, personal, guessable } = texts.passwordStrength.problems;

async function popescu() {
  const { firm, company } = await buildTenant();
  return buildUser(
    { role: 'employee', firmId: firm.id, companyId: company.id },
    { first_name: 'Andrei', last_name: 'Popescu', email: 'andrei.popescu@example.ro' },
  );
}

describe('choosing a password', () => {
  it.each([
    ['password1', common],
    ['Parola2026', common],
    ['qwerty123', common],
    ['Popescu!Verde47', personal],
    ['Andrei-2026-Verde', personal],
    ['abcdefgh1', guessable],
  ])('refuses %j on a password change (%s) and keeps the old password', async (password, reason) => {
    const user = await popescu();
    const token = await tokenFor(user);

    const answer = await api.post(
      '/api/change-password/',
      { old_password: TEST_PASSWORD, new_password: password },
      token,
    );

    expect(answer).toMatchObject({
      status: 400,
      body: { detail: reason, errors: { new_password: [reason] } },
    });
    expect((await getUserById(user.id))?.password_version).toBe(1);
    expect((await api.get('/api/users/me/', token)).status).toBe(200);
  });

  it('refuses the username itself inside the password', async () => {
    const user = await popescu();

    const answer = await api.post(
      '/api/change-password/',
      { old_password: TEST_PASSWORD, new_password: `${user.username}!X9` },
      await tokenFor(user),
    );

    expect(answer).toMatchObject({ status: 400, body: { detail: personal } });
  });

  it('accepts a password of unrelated words', async () => {
    const user = await popescu();

    const answer = await api.post(
      '/api/change-password/',
      { old_password: TEST_PASSWORD, new_password: 'Tramvai-Galben-Ploua7' },
      await tokenFor(user),
    );

    expect(answer.status).toBe(200);
  });

  it('refuses a guessable password through a reset link without using the link up', async () => {
    const user = await popescu();
    const resetToken = randomBytes(32).toString('base64url');
    await storePasswordResetToken({
      tokenHash: createHash('sha256').update(resetToken).digest('hex'),
      userId: user.id,
      passwordVersion: user.password_version,
      sentTo: user.email ?? '',
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    });

    const weak = await api.post('/api/reset-password/confirm/', {
      token: resetToken,
      new_password: 'Popescu2026',
    });
    const strong = await api.post('/api/reset-password/confirm/', {
      token: resetToken,
      new_password: 'Ciocarlie-Verde-82',
    });

    expect(weak).toMatchObject({ status: 400, body: { detail: personal } });
    expect(strong).toMatchObject({ status: 200, body: { detail: texts.passwordReset.confirmed } });
    expect(
      (await api.post('/api/token/', { username: user.username, password: 'Ciocarlie-Verde-82' })).status,
    ).toBe(200);
  });

  it("refuses a new owner's common password and creates no one", async () => {
    const firm = await buildFirm();
    const superowner = await buildUser({ role: 'superowner' });
    const username = uniqueName('owner.nou');

    const answer = await api.post(
      `/api/ssm-firms/${firm.id}/add-owner/`,
      {
        firm_id: firm.id,
        username,
        password: 'Iubire2024',
        email: `${username}@example.ro`,
        first_name: 'Dan',
        last_name: 'Pop',
      },
      await tokenFor(superowner),
    );

    expect(answer).toMatchObject({ status: 400, body: { detail: common, errors: { password: [common] } } });
    expect(await getUserIdByUsername(username)).toBeNull();
  });
});
