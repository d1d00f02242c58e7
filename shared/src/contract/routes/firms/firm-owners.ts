import * as z from 'zod';
import { defineRoute } from '../../define';
import { ownerSchema } from '../../firms';
import { idParams } from '../../zod';

export const firmOwnersRoute = defineRoute({
  id: 'firm-owners',
  area: 'firms',
  method: 'GET',
  path: '/api/ssm-firms/{id}/owners',
  access: ['superowner'],
  needs: { table: 'read' },
  summary: "The firm's owners, by username.",
  params: idParams,
  response: z.array(ownerSchema),
});
