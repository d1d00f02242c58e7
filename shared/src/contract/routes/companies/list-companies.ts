import * as z from 'zod';
import { companySchema } from '../../companies';
import { defineRoute } from '../../define';

export const listCompaniesRoute = defineRoute({
  id: 'list-companies',
  area: 'companies',
  method: 'GET',
  path: '/api/companies',
  access: ['owner'],
  needs: { table: 'read' },
  summary: "The caller's firm's active client companies (archived ones left out), by name.",
  response: z.array(companySchema),
});
