import { jwtVerify, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../../src/platform/config';
import {
  issueToken,
  resetTokenSecretForTests,
  type TokenClaims,
  verifyToken,
} from '../../src/platform/tokens';

/*
 * The platform makes and checks its HS256 tokens with node:crypto alone; jose, an independent
 * implementation of the same RFCs, is the referee: each side must accept what the other signs
 * with the same key and refuse the rest.
 */
const SECRET = 'a-token-secret-for-the-unit-tests-0123456789';
const key = new TextEncoder().encode(SECRET);
const claims: TokenClaims = {
  sub: 'user-1',
  role: 'admin',
  is_superowner: false,
  firm_id: 'firm-1',
  company_id: 'company-1',
  pwv: 2,
  sv: 3,
};
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function joseToken(payload: Record<string, unknown>, options: { alg?: string; secret?: Uint8Array } = {}) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .sign(options.secret ?? key);
}

beforeEach(() => {
  for (const [name, value] of Object.entries({
    TOKEN_SECRET: SECRET,
    TABLE_NAME: 'unit',
    COURSE_FILES_BUCKET: 'unit',
    ARCHIVES_BUCKET: 'unit',
  }))
    vi.stubEnv(name, value);
  resetConfigForTests();
  resetTokenSecretForTests();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  resetConfigForTests();
  resetTokenSecretForTests();
});

describe('bearer tokens', () => {
  it('issues a standard JWT that jose verifies, with its own id and an expiry', async () => {
    const token = await issueToken(claims);
    const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject(claims);
    expect(typeof payload.jti).toBe('string');
    expect(payload.exp).toBeGreaterThan(Math.floor(Date.now() / 1000));
  });

  it('answers the claims of its own token and of one jose signed with the same key', async () => {
    const own = await verifyToken(await issueToken(claims));
    expect(own).toMatchObject(claims);
    const signedByJose = await verifyToken(await joseToken({ ...claims, jti: 'session-1', exp: inAnHour() }));
    expect(signedByJose).toEqual({ ...claims, jti: 'session-1', exp: expect.any(Number) });
  });

  it('refuses a token once it expires', async () => {
    const token = await issueToken(claims);
    vi.useFakeTimers({ now: Date.now() + 60 * 60 * 24 * 365 * 1000 });
    expect(await verifyToken(token)).toBeNull();
  });

  it('refuses another key, another algorithm, alg none, changed claims and a token not yet valid', async () => {
    const valid = { ...claims, jti: 'session-1', exp: inAnHour() };
    const [header, , signature] = (await issueToken(claims)).split('.');
    const raised = Buffer.from(JSON.stringify({ ...valid, role: 'superowner' })).toString('base64url');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${raised}.`;
    const refused = [
      await joseToken(valid, { secret: new TextEncoder().encode('another-secret-of-sufficient-length-42') }),
      await joseToken(valid, { alg: 'HS512' }),
      unsigned,
      `${header}.${raised}.${signature}`,
      await joseToken({ ...valid, nbf: inAnHour() }),
      await joseToken({ ...valid, exp: 'tomorrow' }),
      await joseToken({ ...valid, role: 'pirate' }),
      'not.a.token',
      'two.parts',
      '',
    ];
    for (const token of refused) expect(await verifyToken(token), token).toBeNull();
  });

  it('refuses a token without its own id, which no logout could revoke', async () => {
    expect(await verifyToken(await joseToken({ ...claims, exp: inAnHour() }))).toBeNull();
  });
});
