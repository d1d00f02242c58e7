import { Button, Stack, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { texts } from '@ssm/shared';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { type RequestPasswordResetInput, useRequestPasswordReset } from '../api/password-reset';

export function ResetPasswordRequestForm() {
  const requestReset = useRequestPasswordReset();
  const form = useForm<RequestPasswordResetInput>({
    initialValues: { email: '', company_name: '' },
    validate: {
      email: isNotEmpty(texts.api.required),
      company_name: isNotEmpty(texts.api.required),
    },
  });

  const submitRequest = form.onSubmit((values) =>
    requestReset.mutate({ email: values.email.trim(), company_name: values.company_name.trim() }),
  );

  if (requestReset.isSuccess) {
    return <SuccessAlert>{texts.passwordReset.requested}</SuccessAlert>;
  }

  return (
    <form onSubmit={submitRequest} noValidate>
      <Stack gap="sm">
        {requestReset.isError && <ErrorAlert>{texts.passwordReset.failure}</ErrorAlert>}
        <TextInput
          type="email"
          label={texts.passwordReset.email}
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <TextInput
          label={texts.passwordReset.companyName}
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps('company_name')}
        />
        <Button type="submit" fullWidth loading={requestReset.isPending} disabled={requestReset.isPending}>
          {texts.passwordReset.submit}
        </Button>
      </Stack>
    </form>
  );
}
