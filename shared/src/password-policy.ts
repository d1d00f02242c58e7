import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import * as texts from './texts';

export function hasLetterAndDigit(password: string): boolean {
  return /\p{L}/u.test(password) && /\d/.test(password);
}

/**
 * The first rule of the password policy a new password breaks, as the contract's
 * `newPasswordSchema` words it, or null. Forms check with it before sending: a page that only
 * needs the policy then downloads no zod (docs/web.md, Pages).
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return texts.api.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return texts.api.passwordTooLong;
  return hasLetterAndDigit(password) ? null : texts.api.passwordNeedsLetterAndDigit;
}
