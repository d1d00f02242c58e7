import { isNotEmpty, matchesField } from '@mantine/form';
import { type Language, newPasswordProblem, RECORD_LANGUAGE, refusalIn, texts } from '@ssm/shared';
import { containsOwnerName, type PasswordOwner } from '@ssm/shared/password-strength';
import { loadedScreenTexts } from './screen-texts';

/**
 * Checks a new password against the server's own policy (`newPasswordProblem`, the rules of the
 * shared schema, without zod) and, when whose it is is known, against their username and names,
 * so the user reads the same Romanian message before sending as the server would answer. `owner`
 * is the one the form's strength meter is given.
 */
export function checkNewPassword(value: string, owner: PasswordOwner = {}): string | null {
  if (!value) return texts.api.required;
  const policy = newPasswordProblem(value);
  if (policy) return policy;
  return containsOwnerName(value, owner) ? texts.passwordStrength.problems.personal : null;
}

/**
 * The checks of a new password typed twice: the server's policy for `owner`, then the same text
 * again; their messages in the language of a worker's screens, as the server's refusals would be.
 */
export function newPasswordRules(owner?: PasswordOwner, language: Language = RECORD_LANGUAGE) {
  const inLanguage = (message: string | null) => message && refusalIn(language, message);
  return {
    new_password: (value: string) => inLanguage(checkNewPassword(value, owner)),
    confirm_password: (value: string, values: { new_password: string }) =>
      isNotEmpty(refusalIn(language, texts.api.required))(value) ??
      matchesField('new_password', loadedScreenTexts(language).profile.passwordMismatch)(value, values),
  };
}
