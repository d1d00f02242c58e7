import * as z from 'zod';
import { defineRoute } from '../../define';
import { pendingDocumentSchema, pendingFilterFields } from '../../records';
import { pageQuery } from '../../zod';

export const pendingAdminRoute = defineRoute({
  id: 'pending-admin',
  area: 'records',
  method: 'GET',
  path: '/api/documents/pending-admin',
  access: ['admin'],
  paged: true,
  needs: { table: 'read' },
  summary:
    "The admin's company's documents waiting for the employer representative's signature, oldest first; optionally one course's, or those the trainee signed between two days (Bucharest's calendar). Without `limit`, the whole filter: what the page counts and selects all of.",
  query: pageQuery().extend(pendingFilterFields),
  response: z.array(pendingDocumentSchema),
});
