import * as z from 'zod';
import * as texts from '../../../texts';
import { defineRoute } from '../../define';
import { companyUserSchema } from '../../people';
import { entityId } from '../../zod';

export const setUserActiveRoute = defineRoute({
  id: 'set-user-active',
  area: 'people',
  method: 'PUT',
  path: '/api/users/{userId}/active',
  access: ['owner', 'admin'],
  needs: { table: 'write' },
  summary:
    "Deactivate or reactivate an admin or employee (the scope of editing a person): a deactivated person cannot sign in, their sessions end, and re-enrolment, reminders, the per-worker counts and the company page's list of workers leave them out; their signed records and history stay.",
  params: z.object({ userId: entityId }),
  body: z.object({ active: z.boolean(texts.api.validationFailed) }),
  response: companyUserSchema,
});
