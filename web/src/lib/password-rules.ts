import { newPasswordSchema, texts } from '@ssm/shared';

/**
 * Checks a new password against the server's own policy (the shared schema) so the user reads
 * the same Romanian message before sending as the server would answer.
 */
export function checkNewPassword(value: string): string | null {
  if (!value) return texts.api.required;
  return newPasswordSchema.safeParse(value).error?.issues[0]?.message ?? null;
}
