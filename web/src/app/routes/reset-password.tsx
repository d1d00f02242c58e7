import { Anchor, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';
import { ResetPasswordRequestForm } from '../components/reset-password-request-form';

export function ResetPasswordPage() {
  return (
    <CenteredLayout title={texts.passwordReset.title}>
      <Text c="dimmed">{texts.passwordReset.intro}</Text>
      <ResetPasswordRequestForm />
      <Anchor component={Link} to={paths.login.getHref()}>
        {texts.passwordReset.backToLogin}
      </Anchor>
    </CenteredLayout>
  );
}
