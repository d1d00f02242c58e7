import { setMyRemindersRoute } from '@ssm/shared';
import { setOwnReminders } from '../../domain/reminder-settings';
import { route } from '../route';

export const handler = route(setMyRemindersRoute, ({ principal, body }) =>
  setOwnReminders({ member: principal, reminders: body.reminders }),
);
