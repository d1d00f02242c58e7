import { newPasswordSchema } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { generateTemporaryPassword, hashPassword, verifyPassword } from '../../src/domain/passwords';

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

  it('generates temporary passwords that satisfy the policy', () => {
    for (let index = 0; index < 200; index += 1) {
      expect(newPasswordSchema.safeParse(generateTemporaryPassword()).success).toBe(true);
    }
  });
});
