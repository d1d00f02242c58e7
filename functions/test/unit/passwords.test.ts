import { newPasswordSchema } from '@ssm/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  generateTemporaryPassword,
  hashGeneratedPassword,
  hashPassword,
  TEST_PASSWORD_HASH_COST_ENV,
  verifyLoginPassword,
  verifyPassword,
} from '../../src/accounts/domain/passwords';

/*
 * This file runs without the test cost the other projects set: it proves the production cost, a
 * tenth of a second of CPU a derivation, which a machine busy with other work can stretch to
 * seconds: hence the longer time limit, and one hash of the chosen password shared by the tests.
 */
const PRODUCTION_COST_TIMEOUT = 120_000;
let chosenHash: string;
beforeAll(async () => {
  chosenHash = await hashPassword('Parola2026');
}, PRODUCTION_COST_TIMEOUT);

describe('password hashing', { timeout: PRODUCTION_COST_TIMEOUT }, () => {
  it('verifies the right password and refuses another', async () => {
    expect(chosenHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Parola2026', chosenHash)).toBe(true);
    expect(await verifyPassword('parola2026', chosenHash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Parola2026')).not.toBe(chosenHash);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it("checks a login's password whatever the stored hash's cost, and refuses an unknown account", async () => {
    const temporary = generateTemporaryPassword();
    const cheap = await hashGeneratedPassword(temporary);

    expect(cheap).toMatch(/^scrypt\$4096\$/);
    expect(await verifyLoginPassword(temporary, cheap)).toBe(true);
    expect(await verifyLoginPassword(`${temporary}x`, cheap)).toBe(false);
    expect(await verifyLoginPassword('Parola2026', chosenHash)).toBe(true);
    expect(await verifyLoginPassword('Parola2026', null)).toBe(false);
  });

  it('generates temporary passwords that satisfy the policy', () => {
    for (let index = 0; index < 200; index += 1) {
      expect(newPasswordSchema.safeParse(generateTemporaryPassword()).success).toBe(true);
    }
  });
});

describe('a test cost', { timeout: PRODUCTION_COST_TIMEOUT }, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('hashes at the lower cost, and hashes of either cost verify at the cost they carry', async () => {
    vi.stubEnv(TEST_PASSWORD_HASH_COST_ENV, String(2 ** 10));
    const chosen = await hashPassword('Parola2026');
    const temporary = generateTemporaryPassword();
    const generated = await hashGeneratedPassword(temporary);

    expect(chosen).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(generated).toMatch(/^scrypt\$128\$8\$1\$/);
    expect(await verifyLoginPassword('Parola2026', chosen)).toBe(true);
    expect(await verifyLoginPassword(temporary, generated)).toBe(true);
    expect(await verifyLoginPassword('Parola2026', chosenHash)).toBe(true);
    expect(await verifyLoginPassword('Parola2027', chosenHash)).toBe(false);
    expect(await verifyLoginPassword('Parola2026', null)).toBe(false);

    vi.unstubAllEnvs();
    expect(await verifyLoginPassword('Parola2026', chosen)).toBe(true);
  });

  it('is ignored on Lambda, where every hash takes the production cost', async () => {
    vi.stubEnv(TEST_PASSWORD_HASH_COST_ENV, String(2 ** 10));
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'ssm-token');

    expect(await hashPassword('Parola2026')).toMatch(/^scrypt\$32768\$/);
    expect(await hashGeneratedPassword(generateTemporaryPassword())).toMatch(/^scrypt\$4096\$/);
  });

  it('refuses a cost that is not a power of two from 2^10 to the production cost', async () => {
    for (const cost of ['1000', '512', String(2 ** 16), 'ieftin']) {
      vi.stubEnv(TEST_PASSWORD_HASH_COST_ENV, cost);
      await expect(hashPassword('Parola2026'), cost).rejects.toThrow(TEST_PASSWORD_HASH_COST_ENV);
    }
  });
});
