import * as z from 'zod';
import { detailSchema } from '../../accounts';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const logoutUserEverywhereRoute = defineRoute({
  id: 'logout-user-everywhere',
  area: 'people',
  method: 'POST',
  path: '/api/users/{userId}/logout-everywhere',
  access: ['owner'],
  needs: { table: 'write' },
  summary: "End every session of an employee or admin of the caller's firm: their tokens are refused.",
  params: z.object({ userId: entityId }),
  response: detailSchema,
});
