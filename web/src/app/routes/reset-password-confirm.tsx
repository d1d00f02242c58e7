import { Anchor } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';
import { ResetPasswordConfirmForm } from '@/features/accounts/components/reset-password-confirm-form';

/** /reset-password/confirm: the new password, with the token the e-mailed link carries. */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <CenteredLayout title={texts.passwordReset.confirmTitle}>
      {token ? (
        <ResetPasswordConfirmForm token={token} />
      ) : (
        <ErrorAlert>{texts.passwordReset.invalidToken}</ErrorAlert>
      )}
      <Anchor component={Link} to={paths.login.getHref()}>
        {texts.passwordReset.backToLogin}
      </Anchor>
    </CenteredLayout>
  );
}
