import * as z from 'zod';
import { defineRoute } from '../../define';
import { sheetScanUploadBodySchema } from '../../psi-sheets';
import { entityId, idParams } from '../../zod';

export const sheetScanUploadUrlRoute = defineRoute({
  id: 'sheet-scan-upload-url',
  area: 'records',
  method: 'POST',
  path: '/api/users/{id}/training-sheet-scans/upload-url',
  access: ['owner', 'admin'],
  needs: { table: 'read', buckets: { courseFiles: 'write' } },
  summary:
    "A presigned PUT for one scan (PDF, JPEG or PNG of the stated size) of a worker's hand-signed PSI-SU fișă; `add-sheet-scan` then keeps it. For the firm's owners and the worker's company admin, in a company whose PSI-SU fișe are on paper.",
  params: idParams,
  body: sheetScanUploadBodySchema,
  response: z.object({
    upload_id: entityId,
    upload_url: z.string(),
    method: z.literal('PUT'),
    /** Headers the upload must carry exactly as given (they are part of the signature). */
    headers: z.record(z.string(), z.string()),
    expires_in: z.number().int(),
  }),
});
