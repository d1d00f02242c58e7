import * as z from 'zod';
import { defineRoute } from '../../define';
import { sheetScanSchema } from '../../psi-sheets';
import { idParams } from '../../zod';

export const sheetScansRoute = defineRoute({
  id: 'sheet-scans',
  area: 'records',
  method: 'GET',
  path: '/api/users/{id}/training-sheet-scans',
  access: ['owner', 'admin', 'employee'],
  needs: { table: 'read', buckets: { courseFiles: 'read' } },
  summary:
    "The uploaded scans of a worker's hand-signed PSI-SU fișă, newest first, each with a short-lived download link; for the worker, their company admin and the firm's owners.",
  params: idParams,
  response: z.object({ scans: z.array(sheetScanSchema) }),
});
