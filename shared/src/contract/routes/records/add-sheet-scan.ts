import * as z from 'zod';
import { defineRoute } from '../../define';
import { sheetScanSchema } from '../../psi-sheets';
import { entityId, idParams } from '../../zod';

export const addSheetScanRoute = defineRoute({
  id: 'add-sheet-scan',
  area: 'records',
  method: 'POST',
  path: '/api/users/{id}/training-sheet-scans',
  access: ['owner', 'admin'],
  needs: { table: 'write', buckets: { courseFiles: 'readwrite' } },
  summary:
    "Keeps an uploaded scan of the worker's hand-signed PSI-SU fișă: checked to be a PDF, JPEG or PNG within the size limit (else 400, and the upload is removed), stored write-once with its SHA-256, who uploaded it and when, and audited. Each upload is a new entry.",
  params: idParams,
  body: z.object({ upload_id: entityId }),
  routeClass: 'heavy',
  response: sheetScanSchema,
});
