import { isNotEmpty, matchesField } from '@mantine/form';
import { newPasswordSchema, texts } from '@ssm/shared';

/**
 * Checks a new password against the server's own policy (the shared schema) so the user reads
 * the same Romanian message before sending as the server would answer.
 */
export function checkNewPassword(value: string): string | null {
  if (!value) return texts.api.required;
  return newPasswordSchema.safeParse(value).error?.issues[0]?.message ?? null;
}

/** The checks of a new password typed twice: the server's policy, then the same text again. */
export const newPasswordRules = {
  new_password: checkNewPassword,
  confirm_password: (value: string, values: { new_password: string }) =>
    isNotEmpty(texts.api.required)(value) ??
    matchesField('new_password', texts.profile.passwordMismatch)(value, values),
};
