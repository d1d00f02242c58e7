import * as z from 'zod';
import { defineRoute } from '../../define';
import { adminBacklogSchema } from '../../records';

export const adminBacklogRoute = defineRoute({
  id: 'admin-backlog',
  area: 'records',
  method: 'GET',
  path: '/api/documents/admin-backlog',
  access: ['owner'],
  needs: { table: 'read' },
  summary:
    "The firm's client companies with documents waiting for their admin's signature (the employer representative's), each with how many and whether its admins were reminded today; the owner signs those documents only after them. Two Queries whatever the number of companies: the firm's companies (each keeps its count of documents waiting for its admin) and their reminder days.",
  response: z.array(adminBacklogSchema),
});
