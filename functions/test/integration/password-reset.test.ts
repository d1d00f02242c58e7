import { createHash } from 'node:crypto';
import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { storePasswordResetToken } from '../../src/accounts/data/password-reset-tokens';
import { PASSWORD_RESETS_PER_HOUR } from '../../src/accounts/domain/account';
import {
  buildCompany,
  buildFirm,
  buildTenant,
  buildUser,
  TEST_PASSWORD,
  tokenFor,
  uniqueName,
} from '../support/builders';
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

  it("mails the address's only account on the e-mail alone, whatever company name is typed", async () => {
    const { email, employee } = await tenantWithMail();

    await api.post('/api/request-password-reset/', { email });
    await api.post('/api/request-password-reset/', { email, company_name: 'Alta Firma SRL' });

    const mails = await readMailsTo(email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail).toContain(`Numele de utilizator: ${employee.username}`);
  });

  it('picks among the accounts of an address by the company name, case, diacritics, spacing and legal form aside', async () => {
    const { firm } = await buildTenant();
    const suffix = uniqueName('x').slice(2);
    const brasov = await buildCompany(firm.id, { name: `Construcții Brașov ${suffix} SRL` });
    const cluj = await buildCompany(firm.id, { name: `Construcții Cluj ${suffix} S.A.` });
    const email = `${uniqueName('doi')}@example.ro`;
    const inBrasov = await buildUser({ role: 'employee', firmId: firm.id, companyId: brasov.id }, { email });
    const inCluj = await buildUser({ role: 'employee', firmId: firm.id, companyId: cluj.id }, { email });

    await api.post('/api/request-password-reset/', {
      email,
      company_name: `  sc CONSTRUCTII   brasov ${suffix}  s.r.l. `,
    });

    const [mail, ...more] = await readMailsTo(email);
    expect(more).toEqual([]);
    expect(mail).toContain(`Numele de utilizator: ${inBrasov.username}`);
    expect(mail).not.toContain(inCluj.username);
    const token = extractResetToken(mail as string);
    const confirmed = await api.post('/api/reset-password/confirm/', { token, new_password: 'Resetata2026' });
    expect(confirmed.status).toBe(200);
    const signIn = await api.post('/api/token/', { username: inBrasov.username, password: 'Resetata2026' });
    expect(signIn.status).toBe(200);
  });

  it('gives each account of the address in the named company a link of its own, in one mail', async () => {
    const { firm, company } = await buildTenant();
    const email = `${uniqueName('comun')}@example.ro`;
    const first = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id }, { email });
    const second = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id }, { email });

    await api.post('/api/request-password-reset/', { email, company_name: company.name });

    const mails = await readMailsTo(email);
    expect(mails).toHaveLength(1);
    const links = mails[0]?.match(/token=[\w-]+/g) ?? [];
    expect(new Set(links).size).toBe(2);
    expect(mails[0]).toContain(first.username);
    expect(mails[0]).toContain(second.username);
  });

  it('answers the same and sends nothing for an unknown address, a name that picks none of several accounts, or a deactivated account', async () => {
    const { firm, company } = await buildTenant();
    const shared = `${uniqueName('doua')}@example.ro`;
    await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id }, { email: shared });
    const other = await buildCompany(firm.id);
    await buildUser({ role: 'employee', firmId: firm.id, companyId: other.id }, { email: shared });
    const deactivated = `${uniqueName('inactiv')}@example.ro`;
    await buildUser(
      { role: 'employee', firmId: firm.id, companyId: company.id },
      { email: deactivated, deactivated_at: new Date().toISOString() },
    );

    const answers = [
      await api.post('/api/request-password-reset/', {
        email: 'nimeni@example.ro',
        company_name: 'Orice SRL',
      }),
      await api.post('/api/request-password-reset/', { email: shared, company_name: 'Alta Firma SRL' }),
      await api.post('/api/request-password-reset/', { email: shared }),
      await api.post('/api/request-password-reset/', { email: deactivated }),
    ];

    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 200, body: { detail: texts.passwordReset.requested } });
    }
    expect(await readMailsTo(shared)).toHaveLength(0);
    expect(await readMailsTo(deactivated)).toHaveLength(0);
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
    ['no fields', {}, ['email']],
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
