import { detailSchema } from '../../accounts';
import { defineRoute } from '../../define';
import { idParams } from '../../zod';

export const deleteCompanyRoute = defineRoute({
  id: 'delete-company',
  area: 'companies',
  method: 'DELETE',
  path: '/api/companies/{id}',
  access: ['owner'],
  needs: { table: 'write' },
  summary: 'Delete a company and its user accounts; refused while it keeps training records.',
  params: idParams,
  response: detailSchema,
  routeClass: 'heavy',
});
