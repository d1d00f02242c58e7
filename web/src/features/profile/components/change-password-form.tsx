import { Alert, Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { isNotEmpty, matchesField, useForm } from '@mantine/form';
import { texts } from '@ssm/shared';
import { getErrorDetail } from '@/lib/api-client';
import { toFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { checkNewPassword } from '@/lib/password-rules';
import { useChangePassword } from '../api/change-password';

const emptyValues = { old_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useForm({
    initialValues: emptyValues,
    validate: {
      old_password: isNotEmpty(texts.api.required),
      new_password: checkNewPassword,
      confirm_password: (value, values) =>
        isNotEmpty(texts.api.required)(value) ??
        matchesField('new_password', texts.profile.passwordMismatch)(value, values),
    },
  });

  const submitChange = form.onSubmit(({ old_password, new_password }) =>
    changePassword.mutate(
      { old_password, new_password },
      {
        onSuccess: () => {
          form.setValues(emptyValues);
          notifySuccess(texts.profile.passwordChanged);
        },
        onError: (error) => form.setErrors(toFormErrors(error)),
      },
    ),
  );

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="change-password-title">
      <form onSubmit={submitChange} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="change-password-title">
            {texts.profile.changePasswordTitle}
          </Title>
          {changePassword.isSuccess && (
            <Alert color="green" role="status">
              {texts.profile.passwordChanged}
            </Alert>
          )}
          {changePassword.isError && (
            <Alert color="red" role="alert">
              {getErrorDetail(changePassword.error)}
            </Alert>
          )}
          <PasswordInput
            label={texts.profile.oldPassword}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('old_password')}
          />
          <PasswordInput
            label={texts.profile.newPassword}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label={texts.profile.confirmPassword}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirm_password')}
          />
          <Button type="submit" loading={changePassword.isPending} disabled={changePassword.isPending}>
            {texts.profile.changePasswordSubmit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
