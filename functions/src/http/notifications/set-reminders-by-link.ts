import { setRemindersByLinkRoute } from '@ssm/shared';
import { setRemindersByLink } from '../../domain/reminder-settings';
import { route } from '../route';

export const handler = route(setRemindersByLinkRoute, ({ body }) =>
  setRemindersByLink({ token: body.token, reminders: body.reminders }),
);
