import * as z from 'zod';
import { defineRoute } from '../../define';
import { reminderSettingSchema } from '../../notifications';

export const setMyRemindersRoute = defineRoute({
  id: 'set-my-reminders',
  area: 'notifications',
  method: 'PUT',
  path: '/api/users/me/reminders',
  access: ['admin', 'employee'],
  needs: { table: 'write' },
  summary: "Turns the caller's own training reminders on or off (the profile's setting).",
  body: z.object({ reminders: z.boolean() }),
  response: reminderSettingSchema,
});
