import * as z from 'zod';

/** The worker's training reminders (docs/training-status.md, "E-mails"): on unless they stopped them. */
export const reminderSettingSchema = z.object({
  reminders: z.boolean(),
  detail: z.string(),
});
