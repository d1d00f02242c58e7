import * as z from 'zod';
import { defineRoute } from '../../define';
import { firmSchema } from '../../firms';

export const listFirmsRoute = defineRoute({
  id: 'list-firms',
  area: 'firms',
  method: 'GET',
  path: '/api/ssm-firms',
  access: ['superowner'],
  needs: { table: 'read' },
  summary: 'Every SSM firm of the platform, by name.',
  response: z.array(firmSchema),
});
