import { Button, Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { endSessionAndGoTo, getDashboardHref, readSession } from '@/lib/session';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileDetails } from '../components/profile-details';
import { TrainingHistory } from '../components/training-history';

function getBackHref(): string {
  const session = readSession();
  return session ? getDashboardHref(session) : paths.login.getHref();
}

export function ProfilePage() {
  return (
    <PageShell
      title={texts.profile.title}
      headerActions={
        <Button component={Link} to={getBackHref()} variant="default" size="sm">
          {texts.common.backToDashboard}
        </Button>
      }
    >
      <ProfileDetails />
      <TrainingHistory />
      <ChangePasswordForm />
      <Group>
        <Button color="red" onClick={() => endSessionAndGoTo(paths.root.getHref())}>
          {texts.common.logout}
        </Button>
      </Group>
    </PageShell>
  );
}
