import { detailSchema } from '../../accounts';
import { deleteCompanyBodySchema } from '../../companies';
import { defineRoute } from '../../define';
import { idParams } from '../../zod';

export const deleteCompanyRoute = defineRoute({
  id: 'delete-company',
  area: 'companies',
  method: 'DELETE',
  path: '/api/companies/{id}',
  access: ['owner'],
  needs: { table: 'write' },
  summary:
    'Delete a company and its user accounts, only when `confirm_name` is exactly its name (else 400); refused while it keeps training records.',
  params: idParams,
  body: deleteCompanyBodySchema,
  response: detailSchema,
  routeClass: 'heavy',
});
