import { Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { LogoutButton, LogoutEverywhereButton } from '@/components/app-header';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { PasskeysSection } from '@/features/accounts/components/passkeys-section';
import { ProfileDetails } from '@/features/accounts/components/profile-details';
import { TrainingHistory } from '@/features/records/components/training-history';
import { TrainingSheets } from '@/features/records/components/training-sheets';
import { ReminderSetting } from '@/features/training-status/components/reminder-setting';

/** /profile and /user-profile: who the user is, their trainings, their passkeys and their password. */
export function Component() {
  return (
    <PageShell title={texts.profile.title} headerActions={<BackToDashboard />}>
      <ProfileDetails />
      <TrainingHistory />
      <TrainingSheets />
      <ReminderSetting />
      <PasskeysSection />
      <ChangePasswordForm />
      <Group>
        <LogoutButton />
        <LogoutEverywhereButton />
      </Group>
    </PageShell>
  );
}
