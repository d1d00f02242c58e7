import * as z from 'zod';
import { detailSchema } from '../../accounts';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const deleteUserRoute = defineRoute({
  id: 'delete-user',
  area: 'people',
  method: 'DELETE',
  path: '/api/delete-user/{userId}',
  access: ['owner'],
  needs: { table: 'write' },
  summary: "Delete an employee or admin of the caller's firm; their tokens stop working at once.",
  params: z.object({ userId: entityId }),
  response: detailSchema,
});
