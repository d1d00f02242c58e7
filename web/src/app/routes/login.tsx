import { Anchor, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';

/** / and /login: sign in, or find the way to a reset, the public verification and help. */
export function Component() {
  return (
    <CenteredLayout title={texts.login.title}>
      <Text c="dimmed">{texts.login.intro}</Text>
      <LoginForm />
      <Stack gap={4} align="flex-start">
        <Anchor component={Link} to={paths.resetPassword.getHref()}>
          {texts.login.forgotPassword}
        </Anchor>
        <Anchor component={Link} to={paths.verification.getHref()}>
          {texts.login.verifyLink}
        </Anchor>
        <Anchor href={`mailto:${texts.contact.email}`}>{texts.login.help}</Anchor>
      </Stack>
    </CenteredLayout>
  );
}
