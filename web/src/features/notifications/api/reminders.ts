import { useMutation } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';

export type RemindersByLinkInput = ApiInput<'set-reminders-by-link'>['body'];

/** Switches the reminders of the worker whose e-mail's link carries the key; no session needed. */
export function useSetRemindersByLink() {
  return useMutation({
    mutationFn: (body: RemindersByLinkInput) => callApi('set-reminders-by-link', { body }),
  });
}

/** Switches the signed-in worker's own reminders; the profile reads the setting from users-me. */
export function useSetMyReminders() {
  const invalidate = useInvalidateRoutes();
  return useMutation({
    mutationFn: (reminders: boolean) => callApi('set-my-reminders', { body: { reminders } }),
    onSuccess: () => invalidate(['users-me']),
  });
}
