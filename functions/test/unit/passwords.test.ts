import { randomBytes, scryptSync } from 'node:crypto';
import { newPasswordSchema } from '@ssm/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  generateTemporaryPassword,
  hashGeneratedPassword,
  hashPassword,
  isPlatformPasswordHash,
  TEST_PASSWORD_HASH_COST_ENV,
  verifyLoginPassword,
  verifyPassword,
} from '../../src/accounts/domain/passwords';
import { ENV, resetConfigForTests } from '../../src/platform/config';
import { resetDeploymentKeysForTests } from '../../src/platform/deployment-keys';

/*
 * This file runs without the test cost the other projects set: it proves the production cost, a
 * tenth of a second of CPU a derivation, which a machine busy with other work can stretch to
 * seconds: hence the longer time limit, and one hash of the chosen password shared by the tests.
 */
const PRODUCTION_COST_TIMEOUT = 120_000;
const ACCOUNT = '01M8K4STFQDP01T6HMG1S8FYSH';
const PEPPER = randomBytes(32).toString('base64url');

/** The configuration a function runs with, its pepper included (platform/config.ts). */
function useEnvironment(pepper: string): void {
  for (const [name, value] of Object.entries({
    [ENV.tableName]: 'ssm-training',
    [ENV.courseFilesBucket]: 'course-files',
    [ENV.archivesBucket]: 'archives',
    [ENV.tokenSecret]: 'unused',
    [ENV.passwordPepper]: pepper,
  })) {
    vi.stubEnv(name, value);
  }
  resetConfigForTests();
  resetDeploymentKeysForTests();
}

// Stubbed and put back in place: the unit files of a worker share one process and its environment.
beforeEach(() => useEnvironment(PEPPER));
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  resetDeploymentKeysForTests();
});

let chosenHash: string;
beforeAll(async () => {
  useEnvironment(PEPPER);
  chosenHash = await hashPassword('Parola2026', ACCOUNT);
}, PRODUCTION_COST_TIMEOUT);
afterAll(() => vi.unstubAllEnvs());

const login = (password: string, hash: string, id = ACCOUNT) =>
  verifyLoginPassword(password, { id, password_hash: hash });

describe('password hashing', { timeout: PRODUCTION_COST_TIMEOUT }, () => {
  it('verifies the right password and refuses another', async () => {
    expect(chosenHash).toMatch(/^scrypt-peppered\$32768\$8\$1\$/);
    expect(await verifyPassword('Parola2026', chosenHash, ACCOUNT)).toBe(true);
    expect(await verifyPassword('parola2026', chosenHash, ACCOUNT)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Parola2026', ACCOUNT)).not.toBe(chosenHash);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text', ACCOUNT)).toBe(false);
    expect(await verifyPassword('x', 'scrypt-peppered$x$8$1$$', ACCOUNT)).toBe(false);
  });

  it("checks a login's password whatever the stored hash's cost, and refuses an unknown account", async () => {
    const temporary = generateTemporaryPassword();
    const cheap = await hashGeneratedPassword(temporary, ACCOUNT);

    expect(cheap).toMatch(/^scrypt-peppered\$4096\$/);
    expect(await login(temporary, cheap)).toBe(true);
    expect(await login(`${temporary}x`, cheap)).toBe(false);
    expect(await login('Parola2026', chosenHash)).toBe(true);
    expect(await verifyLoginPassword('Parola2026', null)).toBe(false);
  });

  it('generates temporary passwords that satisfy the policy', () => {
    for (let index = 0; index < 200; index += 1) {
      expect(newPasswordSchema.safeParse(generateTemporaryPassword()).success).toBe(true);
    }
  });
});

describe('a hash written by someone who can write the table but not read the pepper', {
  timeout: PRODUCTION_COST_TIMEOUT,
}, () => {
  it('does not sign in when computed as the platform computed hashes before the pepper', async () => {
    const salt = randomBytes(16);
    const plain = `scrypt$32768$8$1$${salt.toString('base64')}$${scryptSync('Aleasa-De-Mine1', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('base64')}`;

    expect(await login('Aleasa-De-Mine1', plain)).toBe(false);
    expect(isPlatformPasswordHash(plain)).toBe(false);
    expect(isPlatformPasswordHash(chosenHash)).toBe(true);
  });

  it('does not sign in when copied from another account, whose password the writer knows', async () => {
    expect(await login('Parola2026', chosenHash, '01M8K4STGD75Y40CE0AEM59HTP')).toBe(false);
  });

  it('does not sign in when made with another pepper, as on another deployment', async () => {
    useEnvironment(randomBytes(32).toString('base64url'));
    const elsewhere = await hashPassword('Parola2026', ACCOUNT);
    useEnvironment(PEPPER);

    expect(await login('Parola2026', elsewhere)).toBe(false);
    expect(await login('Parola2026', chosenHash)).toBe(true);
  });

  it('cannot be made without the pepper: hashing fails rather than hash without it', async () => {
    vi.stubEnv(ENV.passwordPepper, '');
    resetConfigForTests();
    resetDeploymentKeysForTests();

    await expect(hashPassword('Parola2026', ACCOUNT)).rejects.toThrow(ENV.passwordPepper);
  });
});

describe('a test cost', { timeout: PRODUCTION_COST_TIMEOUT }, () => {
  it('hashes at the lower cost, and hashes of either cost verify at the cost they carry', async () => {
    vi.stubEnv(TEST_PASSWORD_HASH_COST_ENV, String(2 ** 10));
    const chosen = await hashPassword('Parola2026', ACCOUNT);
    const temporary = generateTemporaryPassword();
    const generated = await hashGeneratedPassword(temporary, ACCOUNT);

    expect(chosen).toMatch(/^scrypt-peppered\$1024\$8\$1\$/);
    expect(generated).toMatch(/^scrypt-peppered\$128\$8\$1\$/);
    expect(await login('Parola2026', chosen)).toBe(true);
    expect(await login(temporary, generated)).toBe(true);
    expect(await login('Parola2026', chosenHash)).toBe(true);
    expect(await login('Parola2027', chosenHash)).toBe(false);
    expect(await verifyLoginPassword('Parola2026', null)).toBe(false);

    vi.stubEnv(TEST_PASSWORD_HASH_COST_ENV, undefined);
    expect(await login('Parola2026', chosen)).toBe(true);
  });

  it('is ignored on Lambda, where every hash takes the production cost', async () => {
    vi.stubEnv(TEST_PASSWORD_HASH_COST_ENV, String(2 ** 10));
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'ssm-token');

    expect(await hashPassword('Parola2026', ACCOUNT)).toMatch(/^scrypt-peppered\$32768\$/);
    expect(await hashGeneratedPassword(generateTemporaryPassword(), ACCOUNT)).toMatch(
      /^scrypt-peppered\$4096\$/,
    );
  });

  it('refuses a cost that is not a power of two from 2^10 to the production cost', async () => {
    for (const cost of ['1000', '512', String(2 ** 16), 'ieftin']) {
      vi.stubEnv(TEST_PASSWORD_HASH_COST_ENV, cost);
      await expect(hashPassword('Parola2026', ACCOUNT), cost).rejects.toThrow(TEST_PASSWORD_HASH_COST_ENV);
    }
  });
});
