import * as z from 'zod';
import * as texts from '../../../texts';
import { archiveJobSchema } from '../../archives';
import { defineRoute } from '../../define';
import { chosenEntityId } from '../../zod';

export const generateCompanyZipRoute = defineRoute({
  id: 'generate-company-zip',
  area: 'archives',
  method: 'POST',
  path: '/api/generate-company-zip',
  access: ['owner', 'admin'],
  // The ZIP is built by the archive job; the route only starts it and presigns the result.
  needs: { table: 'write', buckets: { archives: 'read' }, invokes: ['archive'] },
  summary:
    "Build a ZIP of a company's signed records (an owner's company, an admin's own): 200 { zip_url, record_count } when done in seconds, else 202 with the job; 409 when the company has no signed record.",
  body: z.object({
    company_id: chosenEntityId(texts.archives.companyRequired),
  }),
  response: z.union([
    z.object({ zip_url: z.string(), record_count: z.number().int().min(0) }),
    archiveJobSchema,
  ]),
});
