import * as z from 'zod';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const deleteCompanyProgressRoute = defineRoute({
  id: 'delete-company-progress',
  area: 'archives',
  method: 'DELETE',
  path: '/api/delete-company-progress/{companyId}',
  access: ['owner'],
  needs: { table: 'write', buckets: { courseFiles: 'readwrite', archives: 'write' } },
  summary:
    "Delete a company's progress, documents, signatures and archives, audited; its record PDFs and fișe stay locked, unlisted, for their retention; answers the counts.",
  params: z.object({ companyId: entityId }),
  routeClass: 'heavy',
  response: z.object({
    detail: z.string(),
    progress: z.number().int(),
    documents: z.number().int(),
    signatures: z.number().int(),
    archives: z.number().int(),
  }),
});
