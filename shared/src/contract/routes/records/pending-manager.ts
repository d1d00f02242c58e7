import * as z from 'zod';
import { defineRoute } from '../../define';
import { pendingDocumentSchema } from '../../records';

export const pendingManagerRoute = defineRoute({
  id: 'pending-manager',
  area: 'records',
  method: 'GET',
  path: '/api/documents/pending-manager',
  access: ['admin', 'employee'],
  needs: { table: 'read' },
  summary:
    "The documents of the caller's company waiting for the caller's signature as the trainees' direct manager (docs/domain.md, signers per phase).",
  response: z.array(pendingDocumentSchema),
});
