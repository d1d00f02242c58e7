import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '@/components/alerts';
import { notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/queries/current-user';
import { useScreenLanguage } from '@/lib/screen-language';
import { useSetReminders } from '../api/reminders';

/**
 * The profile's setting of the worker's training reminders (an admin's or employee's; an owner
 * gets none): where a worker who stopped them from an e-mail turns them back on.
 */
export function ReminderSetting() {
  const { data: me } = useCurrentUser();
  const setReminders = useSetReminders();
  const { profile } = useScreenLanguage().texts;
  if (!me?.reminders_key) return null;
  const token = me.reminders_key;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="reminder-setting-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="reminder-setting-title">
          {profile.remindersTitle}
        </Title>
        {setReminders.isError && <ErrorAlert>{profile.remindersSaveFailed}</ErrorAlert>}
        <Checkbox
          label={profile.remindersToggle}
          checked={setReminders.isPending ? setReminders.variables.reminders : me.training_reminders}
          disabled={setReminders.isPending}
          onChange={(event) =>
            setReminders.mutate(
              { token, reminders: event.currentTarget.checked },
              {
                onSuccess: (answer) => notifySuccess(answer.detail),
              },
            )
          }
        />
        <Text c="dimmed" size="sm">
          {profile.remindersDescription}
        </Text>
      </Stack>
    </Paper>
  );
}
