import { createHash } from 'node:crypto';
import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { storePasswordResetToken } from '../../src/accounts/data/password-reset-tokens';
import { PASSWORD_RESETS_PER_HOUR } from '../../src/accounts/domain/account';
import { buildFirm, buildTenant, buildUser, TEST_PASSWORD, tokenFor, uniqueName } from '../support/builders';
import { useTestGateway } from '../support/gateway';
import { extractResetToken, readMailsTo } from '../support/outbox';

const api = useTestGateway();

async function tenantWithMail() {
  const tenant = await buildTenant();
  const email = `${uniqueName('ana')}@example.ro`;
  const employee = await buildUser(
    { role: 'employee', firmId: tenant.firm.id, companyId: tenant.company.id },
    { email },
  );
  return { ...tenant, employee, email };
}

describe('POST /api/request-password-reset/', () => {
  it('mails a reset link when the e-mail and company match, ignoring case and diacritics', async () => {
    const { email, company } = await tenantWithMail();

    const answer = await api.post('/api/request-password-reset/', {
      email: email.toUpperCase(),
      company_name: company.name.toLowerCase(),
    });

    expect(answer).toMatchObject({ status: 200, body: { detail: texts.passwordReset.requested } });
    const mails = await readMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('http://localhost:3000/reset-password/confirm?token=');
  });

  it('finds an owner by the firm name', async () => {
    const firm = await buildFirm();
    const email = `${uniqueName('owner')}@example.ro`;
    await buildUser({ role: 'owner', firmId: firm.id }, { email });

    await api.post('/api/request-password-reset/', { email, company_name: firm.name });

    expect(await readMailsTo(email)).toHaveLength(1);
  });

  it('answers the same and sends nothing for an unknown address or a wrong company', async () => {
    const { email } = await tenantWithMail();

    const unknown = await api.post('/api/request-password-reset/', {
      email: 'nimeni@example.ro',
      company_name: 'Orice SRL',
    });
    const wrongCompany = await api.post('/api/request-password-reset/', {
      email,
      company_name: 'Alta Firma SRL',
    });

    expect(unknown).toMatchObject({ status: 200, body: { detail: texts.passwordReset.requested } });
    expect(wrongCompany).toMatchObject({ status: 200, body: { detail: texts.passwordReset.requested } });
    expect(await readMailsTo(email)).toHaveLength(0);
  });

  it(`sends at most ${PASSWORD_RESETS_PER_HOUR} links an hour to one address`, async () => {
    const { email, company } = await tenantWithMail();

    for (let attempt = 0; attempt < PASSWORD_RESETS_PER_HOUR + 2; attempt += 1) {
      const answer = await api.post('/api/request-password-reset/', { email, company_name: company.name });
      expect(answer.status).toBe(200);
    }

    expect(await readMailsTo(email)).toHaveLength(PASSWORD_RESETS_PER_HOUR);
  });

  it.each([
    ['no fields', {}, ['email', 'company_name']],
    ['an invalid e-mail', { email: 'nu-e-email', company_name: 'X SRL' }, ['email']],
  ])('refuses %s with 400', async (_case, body, fields) => {
    const answer = await api.post<{ errors: Record<string, string[]> }>('/api/request-password-reset/', body);

    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(fields.sort());
  });
});

describe('POST /api/reset-password/confirm/', () => {
  it('sets the new password once; the link cannot be used again and old tokens stop working', async () => {
    const { email, company, employee } = await tenantWithMail();
    const oldToken = await tokenFor(employee);
    await api.post('/api/request-password-reset/', { email, company_name: company.name });
    const resetToken = extractResetToken((await readMailsTo(email))[0] as string);

    const first = await api.post('/api/reset-password/confirm/', {
      token: resetToken,
      new_password: 'Resetata2026',
    });
    const second = await api.post('/api/reset-password/confirm/', {
      token: resetToken,
      new_password: 'AltaParola2026',
    });

    expect(first).toMatchObject({ status: 200, body: { detail: texts.passwordReset.confirmed } });
    expect(second).toMatchObject({ status: 400, body: { detail: texts.passwordReset.invalidToken } });
    expect(
      (await api.post('/api/token/', { username: employee.username, password: 'Resetata2026' })).status,
    ).toBe(200);
    expect(
      (await api.post('/api/token/', { username: employee.username, password: TEST_PASSWORD })).status,
    ).toBe(401);
    expect((await api.get('/api/users/me/', oldToken)).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const { employee } = await tenantWithMail();
    const token = 'expired-token-0123456789abcdef';
    await storePasswordResetToken({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: employee.id,
      passwordVersion: employee.password_version,
      sentTo: employee.email ?? '',
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });

    const answer = await api.post('/api/reset-password/confirm/', { token, new_password: 'Resetata2026' });

    expect(answer).toMatchObject({ status: 400, body: { detail: texts.passwordReset.invalidToken } });
    expect(
      (await api.post('/api/token/', { username: employee.username, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses an unknown token and a weak password', async () => {
    const unknown = await api.post('/api/reset-password/confirm/', {
      token: 'unknown-token-0123456789abcdef',
      new_password: 'Resetata2026',
    });
    const weak = await api.post('/api/reset-password/confirm/', {
      token: 'unknown-token-0123456789abcdef',
      new_password: 'Ab1cd',
    });

    expect(unknown.status).toBe(400);
    expect(weak).toMatchObject({ status: 400, body: { detail: texts.api.passwordTooShort } });
  });
});
