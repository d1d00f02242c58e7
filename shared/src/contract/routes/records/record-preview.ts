import * as z from 'zod';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const recordPreviewRoute = defineRoute({
  id: 'record-preview',
  area: 'records',
  method: 'GET',
  path: '/api/documents/{id}/preview',
  access: ['owner', 'admin', 'employee'],
  answersInWorkerLanguage: true,
  needs: { table: 'read' },
  summary:
    "A record still being signed, as it will be printed: the fișă with the signatures so far, marked as a preview, neither sealed nor stored nor known to the verification page; for its trainee, the trainee's direct manager, their company admin and the firm's owners.",
  params: z.object({ id: entityId }),
  response: z.object({
    file_name: z.string(),
    /** The PDF itself (tens of kB): nothing is stored, so there is nothing to link to or clean up. */
    pdf_base64: z.string(),
  }),
});
