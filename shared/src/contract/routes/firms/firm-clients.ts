import * as z from 'zod';
import { companySchema } from '../../companies';
import { defineRoute } from '../../define';
import { idParams } from '../../zod';

export const firmClientsRoute = defineRoute({
  id: 'firm-clients',
  area: 'firms',
  method: 'GET',
  path: '/api/ssm-firms/{id}/clients',
  access: ['superowner'],
  needs: { table: 'read' },
  summary: "The firm's client companies, by name.",
  params: idParams,
  response: z.array(companySchema),
});
