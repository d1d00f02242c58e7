import { Group } from '@mantine/core';
import { LogoutButton, LogoutEverywhereButton } from '@/components/app-header';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { PasskeysSection } from '@/features/accounts/components/passkeys-section';
import { ProfileDetails } from '@/features/accounts/components/profile-details';
import { TrainingHistory } from '@/features/records/components/training-history';
import { TrainingSheets } from '@/features/records/components/training-sheets';
import { ReminderSetting } from '@/features/training-status/components/reminder-setting';
import { useScreenLanguage } from '@/lib/screen-language';

/**
 * /profile and /user-profile: who the user is, their trainings, their passkeys and their password,
 * a worker's in their language.
 */
export function Component() {
  const screen = useScreenLanguage();
  return (
    <PageShell title={screen.texts.profile.title} headerActions={<BackToDashboard />} lang={screen.tag}>
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
