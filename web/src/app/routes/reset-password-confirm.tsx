import { Alert, Anchor } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';
import { ResetPasswordConfirmForm } from '../components/reset-password-confirm-form';

export function ResetPasswordConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <CenteredLayout title={texts.passwordReset.confirmTitle}>
      {token ? (
        <ResetPasswordConfirmForm token={token} />
      ) : (
        <Alert color="red" role="alert">
          {texts.passwordReset.invalidToken}
        </Alert>
      )}
      <Anchor component={Link} to={paths.login.getHref()}>
        {texts.passwordReset.backToLogin}
      </Anchor>
    </CenteredLayout>
  );
}
