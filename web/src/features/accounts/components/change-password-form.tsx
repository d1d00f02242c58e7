import { Button, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEXT_LIMITS, texts } from '@ssm/shared';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { LimitedPasswordInput } from '@/components/limited-text';
import { NewPasswordFields } from '@/components/new-password-fields';
import { useFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { newPasswordRules } from '@/lib/password-rules';
import { useCurrentUser } from '@/lib/queries/current-user';
import { limitedText } from '@/lib/text-limits';
import { useChangePassword } from '../api/change-password';

const emptyValues = { old_password: '', new_password: '', confirm_password: '' };

type ChangePasswordFormProps = {
  /** The password being replaced is a temporary one an owner or admin gave (the forced change). */
  isTemporary?: boolean;
  onChanged?: () => void;
};

export function ChangePasswordForm({ isTemporary = false, onChanged }: ChangePasswordFormProps = {}) {
  const changePassword = useChangePassword();
  const { data: me } = useCurrentUser();
  const owner = me && {
    username: me.username,
    firstName: me.first_name,
    lastName: me.last_name,
    email: me.email,
  };
  const failure = useFormFailure();
  const form = useForm({
    initialValues: emptyValues,
    validate: {
      old_password: limitedText(TEXT_LIMITS.password),
      ...newPasswordRules(owner),
    },
    onValuesChange: failure.clear,
  });

  const submitChange = form.onSubmit(({ old_password, new_password }) =>
    changePassword.mutate(
      { old_password, new_password },
      {
        onSuccess: () => {
          form.setValues(emptyValues);
          notifySuccess(texts.profile.passwordChanged);
          onChanged?.();
        },
        onError: (error) => failure.show(form, error, texts.common.unknownError),
      },
    ),
  );

  return (
    <Paper component="section" withBorder p="md" aria-label={texts.profile.changePasswordTitle}>
      <form onSubmit={submitChange} noValidate>
        <Stack gap="sm">
          {/* The forced change's page is titled so already. */}
          {!isTemporary && (
            <Title order={2} size="h3">
              {texts.profile.changePasswordTitle}
            </Title>
          )}
          {changePassword.isSuccess && <SuccessAlert>{texts.profile.passwordChanged}</SuccessAlert>}
          {failure.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          <LimitedPasswordInput
            label={isTemporary ? texts.accountAccess.temporaryPassword : texts.profile.oldPassword}
            autoComplete="current-password"
            withAsterisk
            limit={TEXT_LIMITS.password}
            {...form.getInputProps('old_password')}
          />
          <NewPasswordFields form={form} labels={texts.profile} owner={owner} />
          <Button type="submit" loading={changePassword.isPending} disabled={changePassword.isPending}>
            {texts.profile.changePasswordSubmit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
