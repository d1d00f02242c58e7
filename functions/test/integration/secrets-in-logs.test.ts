import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENV, resetConfigForTests } from '../../src/platform/config';
import { inProcessJobsSettled } from '../../src/platform/invoker';
import { buildTenant, TEST_PASSWORD, uniqueName } from '../support/builders';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

/*
 * Every line the handlers log, at the most verbose level, while a session's secrets pass through
 * them: passwords, access tokens, one-time passwords, reset links and the keys behind them. Mail goes through SES as on
 * AWS (mocked: there is no SES emulator); the local outbox logs its links on purpose.
 */
describe('logs', () => {
  const lines: string[] = [];
  const ses = mockClient(SESv2Client);

  beforeAll(() => {
    process.env.LOG_LEVEL = 'debug';
    process.env[ENV.mailTransport] = 'ses';
    resetConfigForTests();
    ses.on(SendEmailCommand).resolves({ MessageId: 'test' });
    for (const stream of ['log', 'error', 'warn', 'info', 'debug'] as const) {
      vi.spyOn(console, stream).mockImplementation((...parts: unknown[]) => {
        lines.push(parts.map(String).join(' '));
      });
    }
  });
  afterAll(() => {
    vi.restoreAllMocks();
    ses.restore();
    process.env.LOG_LEVEL = 'silent';
    delete process.env[ENV.mailTransport];
    resetConfigForTests();
  });

  async function mailedResetToken(): Promise<string> {
    await inProcessJobsSettled();
    const text = ses.commandCalls(SendEmailCommand).at(-1)?.args[0].input.Content?.Simple?.Body?.Text?.Data;
    const token = /token=([\w-]+)/.exec(text ?? '')?.[1];
    if (!token) throw new Error('No reset link was mailed');
    return token;
  }

  it('never contain a password, an access token, a one-time password or a reset token', async () => {
    const { owner, company, firm } = await buildTenant();
    const login = await api.post<{ access: string }>('/api/token/', {
      username: owner.username,
      password: TEST_PASSWORD,
    });
    const access = login.body.access;
    await api.post('/api/token/', { username: owner.username, password: 'Parola-Gresita-77' });
    await api.get('/api/users/me/', access);
    await api.get('/api/users/me/', `${access.slice(0, -4)}AAAA`);
    const email = `${uniqueName('ana')}@example.ro`;
    const created = await api.post<{ temporary_password: string }>(
      '/api/users/create/',
      {
        username: uniqueName('ana'),
        first_name: 'Ana',
        last_name: 'Pop',
        email,
        role: 'employee',
        company: company.id,
      },
      access,
    );
    const newPassword = 'Parola-Noua-2026';
    const changed = await api.post<{ access: string }>(
      '/api/change-password/',
      { old_password: TEST_PASSWORD, new_password: newPassword, confirm_password: newPassword },
      access,
    );
    await api.post('/api/request-password-reset/', { email: owner.email, company_name: firm.name });
    const resetToken = await mailedResetToken();
    const confirmed = await api.post('/api/reset-password/confirm/', {
      token: resetToken,
      new_password: 'Parola-Resetata-2026',
      confirm_password: 'Parola-Resetata-2026',
    });

    const secrets = {
      password: TEST_PASSWORD,
      'wrong password': 'Parola-Gresita-77',
      'new password': newPassword,
      'access token': access,
      'token after the password change': changed.body.access,
      'one-time password': created.body.temporary_password,
      'reset token': resetToken,
      'password pepper': process.env[ENV.passwordPepper] ?? '',
      'token secret': process.env[ENV.tokenSecret] ?? '',
    };
    expect([login.status, created.status, changed.status, confirmed.status]).toEqual([200, 201, 200, 200]);
    expect(Object.values(secrets).every((secret) => typeof secret === 'string' && secret.length >= 8)).toBe(
      true,
    );
    // The logs were written: the check below would otherwise pass on silence.
    expect(lines.filter((line) => line.includes('"message":"request"')).length).toBeGreaterThanOrEqual(8);
    const log = lines.join('\n');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(log.includes(secret), `the logs contain the ${name}`).toBe(false);
    }
    expect(log).not.toMatch(/bearer/i);
  });
});
