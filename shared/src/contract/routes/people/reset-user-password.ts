import * as z from 'zod';
import { detailSchema } from '../../accounts';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const resetUserPasswordRoute = defineRoute({
  id: 'reset-user-password',
  area: 'people',
  method: 'POST',
  path: '/api/users/{userId}/password-reset',
  access: ['owner', 'admin'],
  needs: { table: 'write', passwords: true },
  summary:
    "Give an admin or employee of the caller's firm (an admin: an employee of their own company) a new temporary password, answered once: the old password and every session stop working, and the person must choose a password before anything else.",
  params: z.object({ userId: entityId }),
  response: detailSchema.extend({ temporary_password: z.string() }),
});
