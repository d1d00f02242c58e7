import { Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { texts } from '@ssm/shared';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { NewPasswordFields } from '@/components/new-password-fields';
import { getErrorDetail } from '@/lib/api-client';
import { toFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { newPasswordRules } from '@/lib/password-rules';
import { useCurrentUser } from '@/lib/queries/current-user';
import { useChangePassword } from '../api/change-password';

const emptyValues = { old_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const { data: me } = useCurrentUser();
  const form = useForm({
    initialValues: emptyValues,
    validate: {
      old_password: isNotEmpty(texts.api.required),
      ...newPasswordRules,
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
          {changePassword.isSuccess && <SuccessAlert>{texts.profile.passwordChanged}</SuccessAlert>}
          {changePassword.isError && <ErrorAlert>{getErrorDetail(changePassword.error)}</ErrorAlert>}
          <PasswordInput
            label={texts.profile.oldPassword}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('old_password')}
          />
          <NewPasswordFields
            form={form}
            labels={texts.profile}
            owner={
              me && {
                username: me.username,
                firstName: me.first_name,
                lastName: me.last_name,
                email: me.email,
              }
            }
          />
          <Button type="submit" loading={changePassword.isPending} disabled={changePassword.isPending}>
            {texts.profile.changePasswordSubmit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
