import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { texts } from '@ssm/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getUserIdByUsername, listUsersOfCompany } from '../../src/data/users';
import { ENV, resetConfigForTests } from '../../src/lib/config';
import { buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import { useTestGateway } from '../support/gateway';

/*
 * SES down. There is no local SES (mail goes to an outbox folder), so this file switches the mail
 * transport to SES and mocks the SES client whole with aws-sdk-client-mock.
 *
 * Decisions proven here: a user is still created when the invitation cannot be sent (the creator
 * sees the one-time password anyway, and a retry must not make a second account); a reset
 * request answers exactly as for an unknown address, since an error only for existing accounts
 * would reveal which ones exist.
 */

const api = useTestGateway();
const ses = mockClient(SESv2Client);

beforeAll(() => {
  process.env[ENV.mailTransport] = 'ses';
  resetConfigForTests();
});

afterAll(() => {
  delete process.env[ENV.mailTransport];
  resetConfigForTests();
  ses.restore();
});

afterEach(() => {
  ses.reset();
});

function failMail() {
  ses
    .on(SendEmailCommand)
    .rejects(Object.assign(new Error('connect ETIMEDOUT'), { name: 'TimeoutError', code: 'ETIMEDOUT' }));
}

function mailsSentTo(address: string): number {
  return ses
    .commandCalls(SendEmailCommand)
    .filter((call) => call.args[0].input.Destination?.ToAddresses?.includes(address)).length;
}

describe('SES down', () => {
  it('still creates the user with its one-time password, which signs in, and a retry answers 409', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const username = uniqueName('dan.ilie');
    const body = {
      username,
      first_name: 'Dan',
      last_name: 'Ilie',
      email: `${username}@example.ro`,
      company: company.id,
    };
    failMail();

    const created = await api.post<{ id: string; temporary_password: string }>(
      '/api/users/create/',
      body,
      token,
    );
    const login = await api.post('/api/token/', { username, password: created.body.temporary_password });
    const retried = await api.post('/api/users/create/', body, token);

    expect(created.status).toBe(201);
    expect(mailsSentTo(body.email)).toBe(1);
    expect(login.status).toBe(200);
    expect(retried.status).toBe(409);
    expect(retried.body).toMatchObject({ detail: texts.people.usernameTaken });
    expect(await getUserIdByUsername(username)).toBe(created.body.id);
    const { users } = await listUsersOfCompany(company.id);
    expect(users.filter((user) => user.username === username).map((user) => user.id)).toEqual([
      created.body.id,
    ]);
  });

  it('answers a password reset request exactly as for an unknown address', async () => {
    const { firm, company } = await buildTenant();
    const email = `${uniqueName('ioana')}@example.ro`;
    await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id }, { email });
    failMail();

    const existing = await api.post('/api/request-password-reset/', { email, company_name: company.name });
    const unknown = await api.post('/api/request-password-reset/', {
      email: `${uniqueName('nimeni')}@example.ro`,
      company_name: company.name,
    });

    expect(mailsSentTo(email)).toBe(1);
    expect(existing.status).toBe(200);
    expect(existing.body).toEqual({ detail: texts.passwordReset.requested });
    expect({ status: existing.status, body: existing.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
  });
});
