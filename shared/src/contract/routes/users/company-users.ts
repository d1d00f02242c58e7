import * as z from 'zod';
import { defineRoute } from '../../define';
import { companyUserSchema, pageQuery } from '../../users';
import { idParams } from '../../zod';

export const companyUsersRoute = defineRoute({
  id: 'company-users',
  area: 'users',
  method: 'GET',
  path: '/api/company/{id}/users',
  access: ['owner', 'admin'],
  needs: { table: 'read' },
  summary:
    "The users of one of the caller's companies (an admin: their own) with their details, by username.",
  params: idParams,
  query: pageQuery,
  response: z.array(companyUserSchema),
});
