import * as z from 'zod';
import { defineRoute } from '../../define';
import { pendingDocumentSchema, pendingFilterFields } from '../../records';
import { entityId, pageQuery } from '../../zod';

export const pendingOwnerRoute = defineRoute({
  id: 'pending-owner',
  area: 'records',
  method: 'GET',
  path: '/api/documents/pending-owner',
  access: ['owner'],
  paged: true,
  needs: { table: 'read' },
  summary:
    "The firm's documents waiting for the owner's signature, by company then oldest first; optionally one company's, one course's, or those the trainee signed between two days (Bucharest's calendar). Without `limit`, the whole filter: what the page counts and selects all of.",
  query: pageQuery().extend({ company_id: entityId.optional(), ...pendingFilterFields }),
  response: z.array(pendingDocumentSchema),
});
