import { setRemindersByLinkRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { setRemindersByLink } from '../domain/reminder-settings';

export const handler = route(setRemindersByLinkRoute, ({ body }) =>
  setRemindersByLink({ token: body.token, reminders: body.reminders }),
);
