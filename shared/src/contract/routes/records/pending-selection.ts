import * as z from 'zod';
import { defineRoute } from '../../define';
import { pendingFilterFields, pendingSelectionSchema } from '../../records';
import { entityId } from '../../zod';

export const pendingSelectionRoute = defineRoute({
  id: 'pending-selection',
  area: 'records',
  method: 'GET',
  path: '/api/documents/pending-selection',
  access: ['owner', 'admin'],
  needs: { table: 'read' },
  summary:
    "How many documents of a filter wait for the caller's counter-signature, over every page of `pending-owner` (the owner; `company_id` narrows to one company) or `pending-admin` (the admin's company), and their ids, in the lists' order, to select them all. One Query of the pending list, read to its end.",
  query: z.object({ company_id: entityId.optional(), ...pendingFilterFields }),
  response: pendingSelectionSchema,
  // Reads the caller's whole pending list: thousands of documents for a large firm (docs/benchmarks.md).
  routeClass: 'heavy',
});
