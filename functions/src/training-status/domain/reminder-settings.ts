import * as texts from '@ssm/shared/texts';
import { badRequest } from '../../platform/errors';
import { readReminderLinkToken } from '../../platform/tokens';
import { setTrainingReminders } from '../data/training-mail';

/*
 * A worker's training reminders (docs/training-status.md, "E-mails"): stopped in one click from
 * any reminder's link, without signing in, and turned back on from the same page or from the
 * profile, which calls the same route with the key `GET /api/users/me` gives the worker.
 * The setting stops the daily e-mail only: courses are still assigned, and account e-mails (a
 * password reset) and legal notices never read it.
 */

function describeSetting(reminders: boolean) {
  return {
    reminders,
    detail: reminders ? texts.notifications.remindersStarted : texts.notifications.remindersStopped,
  };
}

/** The link's key names the worker; a key this platform did not sign changes nothing (400). */
export async function setRemindersByLink(options: { token: string; reminders: boolean }) {
  const userId = await readReminderLinkToken(options.token);
  if (!userId || !(await setTrainingReminders(userId, options.reminders))) {
    throw badRequest(texts.notifications.invalidLink);
  }
  return describeSetting(options.reminders);
}
