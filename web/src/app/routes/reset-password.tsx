import { Alert, Anchor, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';
import { ResetPasswordRequestForm } from '@/features/accounts/components/reset-password-request-form';

/**
 * /reset-password: ask for a reset link by e-mail (and company name, for an address with several
 * accounts); a worker without an e-mail learns that their admin or SSM firm gives a new password.
 */
export function Component() {
  return (
    <CenteredLayout title={texts.passwordReset.title}>
      <Text c="dimmed">{texts.passwordReset.intro}</Text>
      <ResetPasswordRequestForm />
      <Alert color="blue" role="note" title={texts.passwordReset.withoutEmailTitle}>
        {texts.passwordReset.withoutEmail}
      </Alert>
      <Anchor component={Link} to={paths.login.getHref()}>
        {texts.passwordReset.backToLogin}
      </Anchor>
    </CenteredLayout>
  );
}
