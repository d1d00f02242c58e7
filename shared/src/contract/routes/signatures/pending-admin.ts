import * as z from 'zod';
import { defineRoute } from '../../define';
import { pendingDocumentSchema } from '../../signatures';
import { pageQuery } from '../../users';

export const pendingAdminRoute = defineRoute({
  id: 'pending-admin',
  area: 'signatures',
  method: 'GET',
  path: '/api/documents/pending-admin',
  access: ['admin'],
  needs: { table: 'read' },
  summary: "The admin's company's documents waiting for the employer representative's signature.",
  query: pageQuery,
  response: z.array(pendingDocumentSchema),
});
