import { companySchema } from '../../companies';
import { defineRoute } from '../../define';
import { idParams } from '../../zod';

export const archiveCompanyRoute = defineRoute({
  id: 'archive-company',
  area: 'companies',
  method: 'POST',
  path: '/api/companies/{id}/archive',
  access: ['owner'],
  needs: { table: 'write' },
  summary:
    'Archive a company: hidden from the lists, the reminders and the daily job, its people, records and files kept; audited. 409 when already archived.',
  params: idParams,
  response: companySchema,
});
