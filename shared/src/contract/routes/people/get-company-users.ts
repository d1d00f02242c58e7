import * as z from 'zod';
import { defineRoute } from '../../define';
import { companyUserSummarySchema } from '../../people';
import { idParams, pageQuery } from '../../zod';

export const getCompanyUsersRoute = defineRoute({
  id: 'get-company-users',
  area: 'people',
  method: 'GET',
  path: '/api/get-company-users/{id}',
  access: ['owner'],
  paged: true,
  needs: { table: 'read' },
  summary: "The users of one of the caller's companies to choose from (id, username, names), by username.",
  params: idParams,
  query: pageQuery(),
  response: z.array(companyUserSummarySchema),
});
