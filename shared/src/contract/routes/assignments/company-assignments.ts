import * as z from 'zod';
import { companyAssignmentSchema, companyAssignmentsQuery } from '../../assignments';
import { defineRoute } from '../../define';
import { idParams } from '../../zod';

export const companyAssignmentsRoute = defineRoute({
  id: 'company-assignments',
  area: 'assignments',
  method: 'GET',
  path: '/api/companies/{id}/assignments',
  access: ['owner', 'admin'],
  paged: true,
  needs: { table: 'read' },
  summary:
    "The courses assigned to one of the caller's companies (an admin: their own) and to its people, a page at a time: to whom, when, by whom and, per person, unfinished, passed awaiting signature or signed.",
  params: idParams,
  query: companyAssignmentsQuery,
  response: z.array(companyAssignmentSchema),
});
