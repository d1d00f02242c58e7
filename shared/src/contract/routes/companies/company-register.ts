import { companyRegisterQuery, companyRegisterSchema } from '../../companies';
import { defineRoute } from '../../define';

export const companyRegisterRoute = defineRoute({
  id: 'company-register',
  area: 'companies',
  method: 'GET',
  path: '/api/company-register',
  access: ['owner'],
  needs: { table: 'read' },
  summary:
    "The caller's firm's companies, active or archived, searched by name or registration number (case and diacritics ignored), by name, 25 a page, each with its active workers per training status: one Query of the firm's companies and one of their status summaries.",
  query: companyRegisterQuery,
  response: companyRegisterSchema,
});
