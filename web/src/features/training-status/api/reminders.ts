import { useMutation } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';

export type RemindersByLinkInput = ApiInput<'set-reminders-by-link'>['body'];

/**
 * Switches the reminders of the worker whose key it sends: the e-mail's link carries it, and
 * `GET /api/users/me` gives a signed-in worker their own, so the profile uses the same route. The
 * profile's reading of the setting is read again afterwards.
 */
export function useSetReminders() {
  const invalidate = useInvalidateRoutes();
  return useMutation({
    mutationFn: (body: RemindersByLinkInput) => callApi('set-reminders-by-link', { body }),
    onSuccess: () => invalidate(['users-me']),
  });
}
