import * as z from 'zod';
import { detailSchema } from '../../accounts';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const deleteOwnerRoute = defineRoute({
  id: 'delete-owner',
  area: 'firms',
  method: 'DELETE',
  path: '/api/owners/{id}/delete',
  access: ['superowner'],
  needs: { table: 'write' },
  summary: 'Delete an owner; the firm keeps at least one. Their tokens stop working.',
  params: z.object({ id: entityId }),
  response: detailSchema,
});
