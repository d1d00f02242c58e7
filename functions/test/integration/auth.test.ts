import { randomInt } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, texts } from '@ssm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserById } from '../../src/accounts/data/users';
import { ENV, getConfig, ORIGIN_TOKEN_HEADER, resetConfigForTests } from '../../src/platform/config';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { deleteItems } from '../../src/platform/table';
import { keys, loginThrottleKey, usernameMarkerKey } from '../../src/platform/table-keys';
import { buildTenant, buildUser, TEST_PASSWORD, tokenFor, uniqueName } from '../support/builders';
import { randomLoopbackAddress, useTestGateway } from '../support/gateway';
import { signToken } from '../support/tokens';

const api = useTestGateway();

type LoginAnswer = {
  access: string;
  user: { id: string; role: string; is_superowner: boolean; username: string };
};

describe('POST /api/token/', () => {
  it('answers a token and the user for the right password, with or without the trailing slash', async () => {
    const { admin } = await buildTenant();

    const withSlash = await api.post<LoginAnswer>('/api/token/', {
      username: admin.username,
      password: TEST_PASSWORD,
    });
    const withoutSlash = await api.post<LoginAnswer>('/api/token', {
      username: admin.username,
      password: TEST_PASSWORD,
    });

    expect(withSlash.status).toBe(200);
    expect(withoutSlash.status).toBe(200);
    expect(withSlash.body.user).toEqual({
      id: admin.id,
      role: 'admin',
      is_superowner: false,
      username: admin.username,
      first_name: admin.first_name,
      last_name: admin.last_name,
    });
    const me = await api.get('/api/users/me/', withSlash.body.access);
    expect(me.status).toBe(200);
    expect(me.body).not.toHaveProperty('password_hash');
  });

  it('accepts the username in any case and flags the super owner', async () => {
    const superowner = await buildUser({ role: 'superowner' });

    const answer = await api.post<LoginAnswer>('/api/token/', {
      username: ` ${superowner.username.toUpperCase()} `,
      password: TEST_PASSWORD,
    });

    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ role: 'superowner', is_superowner: true });
  });

  it('refuses a wrong password and an unknown user with the same Romanian text', async () => {
    const { employee } = await buildTenant();

    const wrongPassword = await api.post('/api/token/', {
      username: employee.username,
      password: 'Gresita123',
    });
    const unknownUser = await api.post('/api/token/', {
      username: 'nu.exista.deloc',
      password: 'Gresita123',
    });

    expect(wrongPassword).toMatchObject({ status: 401, body: { detail: 'Date de autentificare greșite.' } });
    expect(unknownUser).toMatchObject({ status: 401, body: { detail: 'Date de autentificare greșite.' } });
  });

  it('answers 429 after repeated failures, even for the right password', async () => {
    const { employee } = await buildTenant();
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      await api.post('/api/token/', { username: employee.username, password: 'Gresita123' });
    }

    const answer = await api.post('/api/token/', { username: employee.username, password: TEST_PASSWORD });

    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ detail: texts.api.tooManyLoginAttempts });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('locks only the address that failed: the account signs in from elsewhere, and a look-alike spelling counts as the same username', async () => {
    const { employee } = await buildTenant();
    const guesser = randomLoopbackAddress();
    const login = (username: string, password: string, clientAddress: string) =>
      api.request('POST', '/api/token/', { body: { username, password }, clientAddress });
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      const spelling = attempt % 2 === 0 ? employee.username : employee.username.toUpperCase();
      expect((await login(spelling, 'Gresita123', guesser)).status).toBe(401);
    }

    const fromTheGuesser = await login(employee.username, TEST_PASSWORD, guesser);
    const fromTheOwner = await login(employee.username, TEST_PASSWORD, randomLoopbackAddress());

    expect(fromTheGuesser.status).toBe(429);
    expect(fromTheOwner.status).toBe(200);
  });

  it('clears the failure count after a successful login', async () => {
    const { employee } = await buildTenant();
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES - 1; attempt += 1) {
      await api.post('/api/token/', { username: employee.username, password: 'Gresita123' });
    }

    await api.post('/api/token/', { username: employee.username, password: TEST_PASSWORD });
    const afterOneMoreFailure = await api.post('/api/token/', {
      username: employee.username,
      password: 'Gresita1',
    });
    const next = await api.post('/api/token/', { username: employee.username, password: TEST_PASSWORD });

    expect(afterOneMoreFailure.status).toBe(401);
    expect(next.status).toBe(200);
  });

  it('answers 429 to every login from an address after its failures across usernames, and only to it', async () => {
    const { employee } = await buildTenant();
    const guesser = randomLoopbackAddress();
    const login = (username: string, password: string, clientAddress: string) =>
      api.request('POST', '/api/token/', { body: { username, password }, clientAddress });
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_ADDRESS - 1; attempt += 1) {
      expect((await login(uniqueName('ghicit'), 'Gresita123', guesser)).status).toBe(401);
    }

    // A valid account of the guesser's own must not reset the address's count.
    const ownLogin = await login(employee.username, TEST_PASSWORD, guesser);
    const lastFailure = await login(uniqueName('ghicit'), 'Gresita123', guesser);
    const afterTheLimit = await login(employee.username, TEST_PASSWORD, guesser);
    const elsewhere = await login(employee.username, TEST_PASSWORD, randomLoopbackAddress());

    expect(ownLogin.status).toBe(200);
    expect(lastFailure.status).toBe(401);
    expect(afterTheLimit).toMatchObject({ status: 429, body: { detail: texts.api.tooManyLoginAttempts } });
    expect(Number(afterTheLimit.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(elsewhere.status).toBe(200);
  });

  describe('behind CloudFront', () => {
    const cloudFrontToken = 'token-of-this-stack';
    beforeAll(() => {
      process.env[ENV.originToken] = cloudFrontToken;
      resetConfigForTests();
    });
    afterAll(() => {
      delete process.env[ENV.originToken];
      resetConfigForTests();
    });

    async function failedLoginCountFor(clientAddress: string): Promise<unknown> {
      const item = await getDocumentClient().send(
        new GetCommand({
          TableName: getConfig().tableName,
          Key: keys.loginThrottleForAddress(clientAddress),
        }),
      );
      return item.Item?.failures;
    }

    it.each([
      ['counts the viewer address CloudFront names, with its origin token', cloudFrontToken, true],
      ['ignores a viewer address sent without the token (a direct call)', undefined, false],
      ['ignores a viewer address sent with a wrong token', 'token-of-this-stacK', false],
    ])('%s', async (_case, token, isViewerBelieved) => {
      // A network of its own: the throttles count an IPv6 caller by its /64.
      const viewer = `2001:db8:${randomInt(1, 0xffff).toString(16)}::1`;
      const edge = randomLoopbackAddress();

      await api.request('POST', '/api/token/', {
        body: { username: uniqueName('ghicit'), password: 'Gresita123' },
        clientAddress: edge,
        headers: {
          'cloudfront-viewer-address': `${viewer}:46532`,
          ...(token ? { [ORIGIN_TOKEN_HEADER]: token } : {}),
        },
      });

      expect(await failedLoginCountFor(viewer)).toBe(isViewerBelieved ? 1 : undefined);
      expect(await failedLoginCountFor(edge)).toBe(isViewerBelieved ? undefined : 1);
    });
  });

  it.each([
    ['missing fields', {}, { username: [texts.api.required], password: [texts.api.required] }],
    ['blank username', { username: '   ', password: 'x' }, { username: [texts.login.usernameRequired] }],
    ['a number for the username', { username: 42, password: 'x' }, { username: expect.any(Array) }],
  ])('refuses %s with 400 and a per-field errors map, recording no failure', async (_case, body, errors) => {
    const { employee } = await buildTenant();

    const answer = await api.post('/api/token/', body);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ detail: expect.any(String), errors });
    const throttle = await getDocumentClient().send(
      new GetCommand({
        TableName: getConfig().tableName,
        Key: loginThrottleKey(employee.username, api.clientAddress),
      }),
    );
    expect(throttle.Item).toBeUndefined();
  });

  it('refuses a body that is not JSON with 400', async () => {
    const answer = await api.request('POST', '/api/token/', {
      rawBody: '{"username": "a",',
      headers: { 'content-type': 'application/json' },
    });

    expect(answer).toMatchObject({ status: 400, body: { detail: texts.api.invalidJson } });
  });

  it('refuses an oversized body with 413', async () => {
    const answer = await api.post('/api/token/', { username: 'a'.repeat(70_000), password: 'x' });

    expect(answer).toMatchObject({ status: 413, body: { detail: texts.api.bodyTooLarge } });
  });
});

describe('GET /api/users/me/', () => {
  it('answers the profile with company and firm names', async () => {
    const { firm, company, employee } = await buildTenant();

    const answer = await api.get('/api/users/me/', await tokenFor(employee));

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: employee.id,
      role: 'employee',
      username: employee.username,
      company: company.id,
      company_name: company.name,
      firm_id: firm.id,
      firm_name: firm.name,
      job_title: null,
    });
  });

  it('costs at most 3 DynamoDB calls and no Scan', async () => {
    const { employee } = await buildTenant();

    const answer = await api.get('/api/users/me/', await tokenFor(employee));

    expect(Number(answer.headers.get('x-dynamodb-calls'))).toBeLessThanOrEqual(3);
    expect(answer.headers.get('x-dynamodb-scans')).toBe('0');
    expect(Number(answer.headers.get('x-dynamodb-read-units'))).toBeGreaterThan(0);
  });

  it('refuses a missing, malformed, expired, unsigned or foreign token with 401', async () => {
    const { employee } = await buildTenant();
    const claims = {
      sub: employee.id,
      role: 'employee',
      is_superowner: false,
      firm_id: employee.firm_id,
      company_id: employee.company_id,
      pwv: 1,
      sv: 0,
      jti: 'a-token-id',
    };
    const secret = getConfig().tokenSecret as string;
    const expired = await signToken(claims, secret, Math.floor(Date.now() / 1000) - 60);
    const foreign = await signToken(
      claims,
      'another-secret-entirely-0123456789',
      Math.floor(Date.now() / 1000) + 600,
    );
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url');
    const unsigned = `${header}.${payload}.`;

    const answers = await Promise.all([
      api.get('/api/users/me/'),
      api.get('/api/users/me/', 'not-a-token'),
      api.get('/api/users/me/', expired),
      api.get('/api/users/me/', foreign),
      api.get('/api/users/me/', unsigned),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[0]?.body).toEqual({ detail: texts.api.authenticationRequired });
    expect(answers[2]?.body).toEqual({ detail: texts.api.invalidToken });
  });

  it('refuses the token of a deleted user', async () => {
    const { employee } = await buildTenant();
    const token = await tokenFor(employee);
    await deleteItems([keys.user(employee.id), usernameMarkerKey(employee.username)]);

    const answer = await api.get('/api/users/me/', token);

    expect(answer.status).toBe(401);
  });

  it('refuses a token whose claims were changed to another role', async () => {
    const { employee } = await buildTenant();
    const secret = getConfig().tokenSecret as string;
    const promoted = await signToken(
      {
        sub: employee.id,
        role: 'owner',
        is_superowner: false,
        firm_id: employee.firm_id,
        company_id: employee.company_id,
        pwv: 1,
        sv: 0,
        jti: 'a-token-id',
      },
      secret,
      Math.floor(Date.now() / 1000) + 600,
    );

    const answer = await api.get('/api/users/me/', promoted);

    expect(answer.status).toBe(401);
  });
});

describe('POST /api/change-password/', () => {
  it('changes the password; older tokens stop working, the answered one works, the new password logs in', async () => {
    const { employee } = await buildTenant();
    const token = await tokenFor(employee);

    const answer = await api.post(
      '/api/change-password/',
      { old_password: TEST_PASSWORD, new_password: 'NouaParola2026' },
      token,
    );

    expect(answer).toMatchObject({ status: 200, body: { detail: texts.profile.passwordChanged } });
    expect((await api.get('/api/users/me/', token)).status).toBe(401);
    expect((await api.get('/api/users/me/', (answer.body as { access: string }).access)).status).toBe(200);
    expect(
      (await api.post('/api/token/', { username: employee.username, password: TEST_PASSWORD })).status,
    ).toBe(401);
    expect(
      (await api.post('/api/token/', { username: employee.username, password: 'NouaParola2026' })).status,
    ).toBe(200);
  });

  it.each([
    [
      'a wrong old password',
      { old_password: 'Gresita123', new_password: 'NouaParola2026' },
      texts.api.wrongOldPassword,
    ],
    [
      'a too short new password',
      { old_password: TEST_PASSWORD, new_password: 'Ab1' },
      texts.api.passwordTooShort,
    ],
    [
      'a new password without digits',
      { old_password: TEST_PASSWORD, new_password: 'DoarLitere' },
      texts.api.passwordNeedsLetterAndDigit,
    ],
    [
      'the same password',
      { old_password: TEST_PASSWORD, new_password: TEST_PASSWORD },
      texts.api.passwordSameAsOld,
    ],
  ])('refuses %s with 400 and keeps the password', async (_case, body, detail) => {
    const { employee } = await buildTenant();
    const token = await tokenFor(employee);

    const answer = await api.post('/api/change-password/', body, token);

    expect(answer).toMatchObject({ status: 400, body: { detail } });
    expect((await getUserById(employee.id))?.password_version).toBe(1);
    expect((await api.get('/api/users/me/', token)).status).toBe(200);
  });

  it('needs a token', async () => {
    const answer = await api.post('/api/change-password/', {
      old_password: 'a',
      new_password: 'NouaParola2026',
    });

    expect(answer.status).toBe(401);
  });
});
