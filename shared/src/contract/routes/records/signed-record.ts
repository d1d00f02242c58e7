import * as z from 'zod';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const signedRecordRoute = defineRoute({
  id: 'signed-record',
  area: 'records',
  method: 'GET',
  path: '/api/documents/{id}/pdf',
  access: ['owner', 'admin', 'employee'],
  // A record not rendered yet (a large mass sign) is rendered, sealed and stored on first download.
  needs: { table: 'write', buckets: { courseFiles: 'readwrite' }, seal: 'sign' },
  summary: 'A short-lived link to a signed record PDF, for its trainee, its company admin and the owner.',
  params: z.object({ id: entityId }),
  response: z.object({
    url: z.string(),
    expires_in: z.number().int(),
    document_hash: z.string(),
    file_sha256: z.string(),
  }),
});
