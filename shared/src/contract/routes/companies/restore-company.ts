import { companySchema } from '../../companies';
import { defineRoute } from '../../define';
import { idParams } from '../../zod';

export const restoreCompanyRoute = defineRoute({
  id: 'restore-company',
  area: 'companies',
  method: 'POST',
  path: '/api/companies/{id}/restore',
  access: ['owner'],
  needs: { table: 'write' },
  summary:
    'Restore an archived company to the lists, reminders and daily job; audited. 409 when not archived.',
  params: idParams,
  response: companySchema,
});
