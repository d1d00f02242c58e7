import { Anchor } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';
import { ConfirmEmailChange } from '@/features/accounts/components/confirm-email-change';

/** /email-change/confirm: a new e-mail address confirmed with the token its mail carries. */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <CenteredLayout title={texts.emailChange.confirmTitle}>
      {token ? (
        <ConfirmEmailChange token={token} />
      ) : (
        <ErrorAlert>{texts.emailChange.invalidToken}</ErrorAlert>
      )}
      <Anchor component={Link} to={paths.login.getHref()}>
        {texts.passwordReset.backToLogin}
      </Anchor>
    </CenteredLayout>
  );
}
