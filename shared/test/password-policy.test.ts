import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from '../src/contract/accounts';
import { newPasswordProblem } from '../src/password-policy';
import * as texts from '../src/texts';

describe('the password policy', () => {
  it.each(['Parola2026', 'ăîșț12345', 'a1234567'])('accepts %s', (password) => {
    expect(newPasswordSchema.safeParse(password).success).toBe(true);
    expect(newPasswordProblem(password)).toBeNull();
  });

  it.each([
    ['Ab1', texts.api.passwordTooShort],
    ['DoarLitereLungi', texts.api.passwordNeedsLetterAndDigit],
    ['1234567890', texts.api.passwordNeedsLetterAndDigit],
    [`a1${'x'.repeat(127)}`, texts.api.passwordTooLong],
  ])('refuses %s with a Romanian reason', (password, message) => {
    const result = newPasswordSchema.safeParse(password);

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
    expect(newPasswordProblem(password)).toBe(message);
  });
});
