import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { ROLE_LABELS, texts } from '@ssm/shared';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { toFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { getDashboardHref, saveSession } from '@/lib/session';
import { type LoginInput, useLogin } from '../api/login';

function describeLoginError(error: Error): string {
  return error instanceof ApiError && error.status === 401 ? texts.login.failure : getErrorDetail(error);
}

/** Signs in, then opens `next` (a path of the site) or else the user's dashboard. */
export function LoginForm({ next = null }: { next?: string | null }) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: {
      username: isNotEmpty(texts.login.usernameRequired),
      password: isNotEmpty(texts.login.passwordRequired),
    },
  });

  const submitLogin = form.onSubmit((values) => {
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: (answer) => {
          saveSession(answer);
          const { role, is_superowner: isSuperowner } = answer.user;
          notifySuccess(texts.login.success(ROLE_LABELS[isSuperowner ? 'superowner' : role]));
          navigate(next ?? getDashboardHref({ role, isSuperowner }), { replace: true });
        },
        onError: (error) => form.setErrors(toFormErrors(error)),
      },
    );
  });

  return (
    <form onSubmit={submitLogin} noValidate>
      <Stack gap="sm">
        {login.error && <ErrorAlert>{describeLoginError(login.error)}</ErrorAlert>}
        <TextInput
          label={texts.login.username}
          autoComplete="username"
          autoCapitalize="none"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={texts.login.password}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={login.isPending} disabled={login.isPending}>
          {texts.login.submit}
        </Button>
      </Stack>
    </form>
  );
}
