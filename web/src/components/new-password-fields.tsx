import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type NewPasswordValues = { new_password: string; confirm_password: string };

type NewPasswordFieldsProps<Values extends NewPasswordValues> = {
  form: UseFormReturnType<Values>;
  labels: { newPassword: string; confirmPassword: string };
};

/** A new password and its confirmation, checked by `newPasswordRules` (lib/password-rules.ts). */
export function NewPasswordFields<Values extends NewPasswordValues>({
  form,
  labels,
}: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <PasswordInput
        label={labels.newPassword}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('new_password')}
      />
      <PasswordInput
        label={labels.confirmPassword}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('confirm_password')}
      />
    </>
  );
}
