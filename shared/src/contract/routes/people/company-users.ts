import * as z from 'zod';
import { defineRoute } from '../../define';
import { companyUserSchema } from '../../people';
import { idParams, pageQuery } from '../../zod';

export const companyUsersRoute = defineRoute({
  id: 'company-users',
  area: 'people',
  method: 'GET',
  path: '/api/company/{id}/users',
  access: ['owner', 'admin'],
  paged: true,
  needs: { table: 'read' },
  summary:
    "The users of one of the caller's companies (an admin: their own) with their details, by username.",
  params: idParams,
  query: pageQuery(),
  response: z.array(companyUserSchema),
});
