import * as z from 'zod';
import { defineRoute } from '../../define';
import { reminderSettingSchema } from '../../training-status';

export const setRemindersByLinkRoute = defineRoute({
  id: 'set-reminders-by-link',
  area: 'training-status',
  method: 'PUT',
  path: '/api/reminders/by-link',
  access: ['public'],
  rateGroup: 'reminder-link',
  needs: { table: 'write' },
  summary:
    "Stops (or restarts) the training reminders of the worker whose signed key the e-mail's link carries, without signing in; course assignments and account e-mails are not affected.",
  body: z.object({
    token: z.string().trim().min(20).max(200),
    reminders: z.boolean(),
  }),
  response: reminderSettingSchema,
});
