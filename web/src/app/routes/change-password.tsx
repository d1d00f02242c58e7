import { Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Navigate, useNavigate } from 'react-router-dom';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { clearPasswordChangeRequired, getDashboardHref, readSession } from '@/lib/session';

/**
 * /schimba-parola: a user whose password an owner or admin reset chooses their own before any
 * other page (the route guard sends them here; the server refuses everything else meanwhile).
 */
export function Component() {
  const navigate = useNavigate();
  const session = readSession();
  if (!session) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <CenteredLayout title={texts.profile.changePasswordTitle}>
      <Text>{texts.accountAccess.forcedChangeIntro}</Text>
      <ChangePasswordForm
        isTemporary
        onChanged={() => {
          clearPasswordChangeRequired();
          navigate(getDashboardHref(session), { replace: true });
        }}
      />
    </CenteredLayout>
  );
}
