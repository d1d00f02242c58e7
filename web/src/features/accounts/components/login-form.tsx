import { Button, Stack } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { ROLE_LABELS, type ScreenTexts, TEXT_LIMITS, texts } from '@ssm/shared';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { LimitedPasswordInput, LimitedTextInput } from '@/components/limited-text';
import { ApiError } from '@/lib/api-client';
import { useFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { getLandingHref, saveSession } from '@/lib/session';
import { lengthError } from '@/lib/text-limits';
import { type LoginInput, useLogin } from '../api/login';

/** Signs in, then opens where the user lands (`getLandingHref`): `next`, a path of the site, or the dashboard. */
export function LoginForm({ next = null, screenTexts }: { next?: string | null; screenTexts: ScreenTexts }) {
  const navigate = useNavigate();
  const login = useLogin();
  const failure = useFormFailure();
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) =>
        isNotEmpty(screenTexts.refusals.usernameRequired)(value) ?? lengthError(value, TEXT_LIMITS.username),
      password: (value) =>
        isNotEmpty(screenTexts.refusals.passwordRequired)(value) ?? lengthError(value, TEXT_LIMITS.password),
    },
    onValuesChange: failure.clear,
  });

  const submitLogin = form.onSubmit((values) => {
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: (answer) => {
          saveSession(answer);
          const { role, is_superowner: isSuperowner } = answer.user;
          // A worker reads the login page's language from here on; the others read Romanian.
          notifySuccess(
            role === 'employee'
              ? screenTexts.login.signedIn
              : texts.login.success(ROLE_LABELS[isSuperowner ? 'superowner' : role]),
          );
          navigate(getLandingHref({ role, isSuperowner }, next), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401)
            failure.say(screenTexts.refusals.loginFailed);
          else failure.show(form, error, screenTexts.frame.unknownError);
        },
      },
    );
  });

  return (
    <form onSubmit={submitLogin} noValidate>
      <Stack gap="sm">
        {failure.message && <ErrorAlert>{failure.message}</ErrorAlert>}
        <LimitedTextInput
          label={screenTexts.login.username}
          autoComplete="username"
          autoCapitalize="none"
          withAsterisk
          limit={TEXT_LIMITS.username}
          {...form.getInputProps('username')}
        />
        <LimitedPasswordInput
          label={screenTexts.login.password}
          autoComplete="current-password"
          withAsterisk
          limit={TEXT_LIMITS.password}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={login.isPending} disabled={login.isPending}>
          {screenTexts.login.submit}
        </Button>
      </Stack>
    </form>
  );
}
