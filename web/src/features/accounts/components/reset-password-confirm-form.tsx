import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { texts } from '@ssm/shared';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { NewPasswordFields } from '@/components/new-password-fields';
import { useFormFailure } from '@/lib/form-errors';
import { newPasswordRules } from '@/lib/password-rules';
import { useConfirmPasswordReset } from '../api/password-reset';

type ResetPasswordConfirmFormProps = {
  token: string;
};

export function ResetPasswordConfirmForm({ token }: ResetPasswordConfirmFormProps) {
  const confirmReset = useConfirmPasswordReset();
  const failure = useFormFailure();
  const form = useForm({
    initialValues: { new_password: '', confirm_password: '' },
    // Whose password it is, the server knows from the token only.
    validate: newPasswordRules(),
    onValuesChange: failure.clear,
  });

  const submitNewPassword = form.onSubmit(({ new_password }) =>
    confirmReset.mutate(
      { token, new_password },
      { onError: (error) => failure.show(form, error, texts.common.unknownError) },
    ),
  );

  if (confirmReset.isSuccess) {
    return <SuccessAlert>{texts.passwordReset.confirmed}</SuccessAlert>;
  }

  return (
    <form onSubmit={submitNewPassword} noValidate>
      <Stack gap="sm">
        {failure.message && <ErrorAlert>{failure.message}</ErrorAlert>}
        <NewPasswordFields form={form} labels={texts.passwordReset} />
        <Button type="submit" fullWidth loading={confirmReset.isPending} disabled={confirmReset.isPending}>
          {texts.passwordReset.confirmSubmit}
        </Button>
      </Stack>
    </form>
  );
}
