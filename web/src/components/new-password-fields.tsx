import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEXT_LIMITS, texts } from '@ssm/shared';
import type { PasswordOwner } from '@ssm/shared/password-strength';
import { LimitedPasswordInput } from './limited-text';
import { PasswordStrengthMeter } from './password-strength-meter';

type NewPasswordValues = { new_password: string; confirm_password: string };

type NewPasswordFieldsProps<Values extends NewPasswordValues> = {
  form: UseFormReturnType<Values>;
  labels: { newPassword: string; confirmPassword: string };
  /** Whose password it is, when known: the meter then flags their names as the server would. */
  owner?: PasswordOwner;
};

/**
 * A new password with its strength meter, and its confirmation, checked by `newPasswordRules`
 * (lib/password-rules.ts).
 */
export function NewPasswordFields<Values extends NewPasswordValues>({
  form,
  labels,
  owner,
}: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <LimitedPasswordInput
        label={labels.newPassword}
        description={texts.passwordStrength.rules}
        autoComplete="new-password"
        withAsterisk
        limit={TEXT_LIMITS.password}
        {...form.getInputProps('new_password')}
      />
      <PasswordStrengthMeter password={form.getValues().new_password} owner={owner} />
      <PasswordInput
        label={labels.confirmPassword}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('confirm_password')}
      />
    </>
  );
}
