import * as z from 'zod';
import { defineRoute } from '../../define';
import { pendingDocumentSchema } from '../../signatures';
import { pageQuery } from '../../users';
import { entityId } from '../../zod';

export const pendingOwnerRoute = defineRoute({
  id: 'pending-owner',
  area: 'signatures',
  method: 'GET',
  path: '/api/documents/pending-owner',
  access: ['owner'],
  needs: { table: 'read' },
  summary: "The firm's documents waiting for the owner's signature; optionally one company's.",
  query: pageQuery.extend({ company_id: entityId.optional() }),
  response: z.array(pendingDocumentSchema),
});
