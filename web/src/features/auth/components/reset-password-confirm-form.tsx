import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { isNotEmpty, matchesField, useForm } from '@mantine/form';
import { texts } from '@ssm/shared';
import { getErrorDetail } from '@/lib/api-client';
import { toFormErrors } from '@/lib/form-errors';
import { checkNewPassword } from '@/lib/password-rules';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

type ResetPasswordConfirmFormProps = {
  token: string;
};

export function ResetPasswordConfirmForm({ token }: ResetPasswordConfirmFormProps) {
  const confirmReset = useConfirmPasswordReset();
  const form = useForm({
    initialValues: { new_password: '', confirm_password: '' },
    validate: {
      new_password: checkNewPassword,
      confirm_password: (value, values) =>
        isNotEmpty(texts.api.required)(value) ??
        matchesField('new_password', texts.profile.passwordMismatch)(value, values),
    },
  });

  const submitNewPassword = form.onSubmit(({ new_password }) =>
    confirmReset.mutate({ token, new_password }, { onError: (error) => form.setErrors(toFormErrors(error)) }),
  );

  if (confirmReset.isSuccess) {
    return (
      <Alert color="green" role="status">
        {texts.passwordReset.confirmed}
      </Alert>
    );
  }

  return (
    <form onSubmit={submitNewPassword} noValidate>
      <Stack gap="sm">
        {confirmReset.isError && (
          <Alert color="red" role="alert">
            {getErrorDetail(confirmReset.error)}
          </Alert>
        )}
        <PasswordInput
          label={texts.passwordReset.newPassword}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('new_password')}
        />
        <PasswordInput
          label={texts.passwordReset.confirmPassword}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirm_password')}
        />
        <Button type="submit" fullWidth loading={confirmReset.isPending} disabled={confirmReset.isPending}>
          {texts.passwordReset.confirmSubmit}
        </Button>
      </Stack>
    </form>
  );
}
