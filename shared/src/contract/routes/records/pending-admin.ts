import * as z from 'zod';
import { defineRoute } from '../../define';
import { pendingDocumentSchema } from '../../records';
import { pageQuery } from '../../zod';

export const pendingAdminRoute = defineRoute({
  id: 'pending-admin',
  area: 'records',
  method: 'GET',
  path: '/api/documents/pending-admin',
  access: ['admin'],
  paged: true,
  needs: { table: 'read' },
  summary: "The admin's company's documents waiting for the employer representative's signature.",
  query: pageQuery(),
  response: z.array(pendingDocumentSchema),
});
