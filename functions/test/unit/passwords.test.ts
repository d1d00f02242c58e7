import { newPasswordSchema } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import {
  generateTemporaryPassword,
  hashGeneratedPassword,
  hashPassword,
  verifyLoginPassword,
  verifyPassword,
} from '../../src/domain/passwords';

describe('password hashing', () => {
  it('verifies the right password and refuses another', async () => {
    const stored = await hashPassword('Parola2026');

    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Parola2026', stored)).toBe(true);
    expect(await verifyPassword('parola2026', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Parola2026')).not.toBe(await hashPassword('Parola2026'));
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
    expect(await verifyLoginPassword('Parola2026', await hashPassword('Parola2026'))).toBe(true);
    expect(await verifyLoginPassword('Parola2026', null)).toBe(false);
  });

  it('generates temporary passwords that satisfy the policy', () => {
    for (let index = 0; index < 200; index += 1) {
      expect(newPasswordSchema.safeParse(generateTemporaryPassword()).success).toBe(true);
    }
  });
});
