import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { texts } from '@ssm/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUserIdByUsername, listUsersOfCompany } from '../../src/accounts/data/users';
import { ENV, resetConfigForTests } from '../../src/platform/config';
import { inProcessJobsSettled } from '../../src/platform/invoker';
import { buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import { useTestGateway } from '../support/gateway';

/*
 * SES down. There is no local SES (mail goes to an outbox folder), so this file switches the mail
 * transport to SES and mocks the SES client whole with aws-sdk-client-mock.
 *
 * Decisions proven here: a user is still created when the invitation cannot be sent (the creator
 * sees the one-time password anyway, and a retry must not make a second account); a reset
 * request answers exactly as for an unknown address, since an error only for existing accounts
 * would reveal which ones exist. The reset mail is sent by a job the request hands over to (in
 * this process locally, an asynchronous Lambda invocation on AWS, mocked here as SES is: Lambda
 * has no emulator); a hand-over that fails is logged and answered the same way too.
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
    await inProcessJobsSettled();

    expect(mailsSentTo(email)).toBe(1);
    expect(existing.status).toBe(200);
    expect(existing.body).toEqual({ detail: texts.passwordReset.requested });
    expect({ status: existing.status, body: existing.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
  });
});

describe('the password reset mail job on AWS', () => {
  const lambda = mockClient(LambdaClient);
  const errors: string[] = [];
  const logLevel = process.env.LOG_LEVEL;

  beforeAll(() => {
    process.env.LOG_LEVEL = 'error';
    process.env[ENV.passwordResetMailFunctionName] = 'password-reset-mail';
    resetConfigForTests();
    vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
      errors.push(parts.map(String).join(' '));
    });
  });
  afterAll(() => {
    process.env.LOG_LEVEL = logLevel;
    vi.restoreAllMocks();
    lambda.restore();
    delete process.env[ENV.passwordResetMailFunctionName];
    resetConfigForTests();
  });
  afterEach(() => {
    lambda.reset();
    errors.length = 0;
  });

  async function askForReset() {
    const { firm, company } = await buildTenant();
    const email = `${uniqueName('ioana')}@example.ro`;
    await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id }, { email });
    const answer = await api.post('/api/request-password-reset/', { email, company_name: company.name });
    await inProcessJobsSettled();
    return { email, company, answer };
  }

  it('is handed the request asynchronously, and the request sends no mail itself', async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });

    const { email, company, answer } = await askForReset();

    expect(answer).toMatchObject({ status: 200, body: { detail: texts.passwordReset.requested } });
    const invocations = lambda.commandCalls(InvokeCommand).map((call) => call.args[0].input);
    expect(invocations).toHaveLength(1);
    expect(invocations[0]).toMatchObject({ FunctionName: 'password-reset-mail', InvocationType: 'Event' });
    expect(JSON.parse(Buffer.from(invocations[0]!.Payload as Uint8Array).toString('utf8'))).toEqual({
      email,
      company_name: company.name,
    });
    expect(mailsSentTo(email)).toBe(0);
  });

  it('that Lambda refuses to start is logged, and the request answers as for an unknown address', async () => {
    lambda.on(InvokeCommand).rejects(
      Object.assign(new Error('Rate exceeded'), {
        name: 'TooManyRequestsException',
        $metadata: { httpStatusCode: 429 },
      }),
    );

    const { email, answer } = await askForReset();

    expect(answer).toMatchObject({ status: 200, body: { detail: texts.passwordReset.requested } });
    expect(errors.some((line) => line.includes('password reset mail hand-off failed'))).toBe(true);
    expect(errors.join('\n')).not.toContain(email);
  });
});
