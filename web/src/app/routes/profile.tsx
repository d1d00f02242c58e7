import { Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { LogoutButton, LogoutEverywhereButton } from '@/components/app-header';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { ReminderSetting } from '@/features/notifications/components/reminder-setting';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { TrainingHistory } from '@/features/profile/components/training-history';
import { TrainingSheets } from '@/features/profile/components/training-sheets';

/** /profile and /user-profile: who the user is, their trainings and their password. */
export function Component() {
  return (
    <PageShell title={texts.profile.title} headerActions={<BackToDashboard />}>
      <ProfileDetails />
      <TrainingHistory />
      <TrainingSheets />
      <ReminderSetting />
      <ChangePasswordForm />
      <Group>
        <LogoutButton />
        <LogoutEverywhereButton />
      </Group>
    </PageShell>
  );
}
