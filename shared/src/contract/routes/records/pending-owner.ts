import * as z from 'zod';
import { defineRoute } from '../../define';
import { pendingDocumentSchema } from '../../records';
import { entityId, pageQuery } from '../../zod';

export const pendingOwnerRoute = defineRoute({
  id: 'pending-owner',
  area: 'records',
  method: 'GET',
  path: '/api/documents/pending-owner',
  access: ['owner'],
  paged: true,
  needs: { table: 'read' },
  summary: "The firm's documents waiting for the owner's signature; optionally one company's.",
  query: pageQuery().extend({ company_id: entityId.optional() }),
  response: z.array(pendingDocumentSchema),
});
