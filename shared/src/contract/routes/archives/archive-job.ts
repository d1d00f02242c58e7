import * as z from 'zod';
import { archiveJobSchema } from '../../archives';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const archiveJobRoute = defineRoute({
  id: 'archive-job',
  area: 'archives',
  method: 'GET',
  path: '/api/archive-jobs/{id}',
  access: ['owner', 'admin'],
  needs: { table: 'read', buckets: { archives: 'read' } },
  summary:
    "The state and progress of an archive job (an admin's: of their own company) or of a print job of the workers' fișe (an owner's only); the link when it is done, with what the ZIP holds.",
  params: z.object({ id: entityId }),
  response: archiveJobSchema,
});
