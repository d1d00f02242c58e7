import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEXT_LIMITS, texts } from '@ssm/shared';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { LimitedTextInput } from '@/components/limited-text';
import { lengthError, limitedText } from '@/lib/text-limits';
import { type RequestPasswordResetInput, useRequestPasswordReset } from '../api/password-reset';

export function ResetPasswordRequestForm() {
  const requestReset = useRequestPasswordReset();
  const form = useForm<{ email: string; company_name: string }>({
    initialValues: { email: '', company_name: '' },
    validate: {
      email: limitedText(TEXT_LIMITS.email),
      company_name: (value) => lengthError(value, TEXT_LIMITS.name),
    },
  });

  const submitRequest = form.onSubmit((values) => {
    const request: RequestPasswordResetInput = { email: values.email.trim() };
    if (values.company_name.trim()) request.company_name = values.company_name.trim();
    requestReset.mutate(request);
  });

  if (requestReset.isSuccess) {
    return <SuccessAlert>{texts.passwordReset.requested}</SuccessAlert>;
  }

  return (
    <form onSubmit={submitRequest} noValidate>
      <Stack gap="sm">
        {requestReset.isError && <ErrorAlert>{texts.passwordReset.failure}</ErrorAlert>}
        <LimitedTextInput
          type="email"
          label={texts.passwordReset.email}
          autoComplete="email"
          withAsterisk
          limit={TEXT_LIMITS.email}
          {...form.getInputProps('email')}
        />
        <LimitedTextInput
          label={texts.passwordReset.companyName}
          description={texts.passwordReset.companyNameHint}
          autoComplete="organization"
          limit={TEXT_LIMITS.name}
          {...form.getInputProps('company_name')}
        />
        <Button type="submit" fullWidth loading={requestReset.isPending} disabled={requestReset.isPending}>
          {texts.passwordReset.submit}
        </Button>
      </Stack>
    </form>
  );
}
