import * as z from 'zod';
import { defineRoute } from '../../define';
import { pendingDocumentSchema } from '../../records';
import { entityId } from '../../zod';

export const missingSignerRoute = defineRoute({
  id: 'missing-signer',
  area: 'records',
  method: 'GET',
  path: '/api/documents/missing-signer',
  access: ['owner', 'admin'],
  needs: { table: 'read' },
  summary:
    "The company's documents waiting for a direct manager nobody can be: the trainee has no manager set, or one who may no longer sign as such. An admin's own company; an owner's company of the firm.",
  query: z.object({ company_id: entityId.optional() }),
  response: z.array(pendingDocumentSchema),
});
