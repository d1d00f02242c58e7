import { Button, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEXT_LIMITS } from '@ssm/shared';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { LimitedPasswordInput } from '@/components/limited-text';
import { NewPasswordFields } from '@/components/new-password-fields';
import type { PasswordWords } from '@/components/password-strength-meter';
import { useFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { newPasswordRules } from '@/lib/password-rules';
import { useCurrentUser } from '@/lib/queries/current-user';
import { useScreenLanguage } from '@/lib/screen-language';
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
  const { language, texts } = useScreenLanguage();
  const words: PasswordWords = {
    rules: texts.profile.passwordRules,
    meterLabel: texts.profile.passwordMeter,
    levels: texts.profile.passwordLevels,
    problems: {
      personal: texts.refusals.passwordPersonal,
      common: texts.refusals.passwordCommon,
      guessable: texts.refusals.passwordGuessable,
    },
  };
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
      old_password: limitedText(TEXT_LIMITS.password, texts.frame.required),
      ...newPasswordRules(owner, language),
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
        onError: (error) => failure.show(form, error, texts.frame.unknownError),
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
            label={isTemporary ? texts.profile.temporaryPassword : texts.profile.oldPassword}
            autoComplete="current-password"
            withAsterisk
            limit={TEXT_LIMITS.password}
            {...form.getInputProps('old_password')}
          />
          <NewPasswordFields form={form} labels={texts.profile} owner={owner} words={words} />
          <Button type="submit" loading={changePassword.isPending} disabled={changePassword.isPending}>
            {texts.profile.changePasswordSubmit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
