import * as z from 'zod';
import { texts } from '../texts';
import { defineRoute } from './define';
import { chosenEntityId, entityId } from './zod';

/** An archive job as the owner's page polls it (DESIGN §11). */
export const archiveJobSchema = z.object({
  job_id: entityId,
  status: z.enum(['running', 'done', 'failed']),
  progress: z.number().int().min(0).max(100),
  zip_url: z.string().optional(),
  detail: z.string().optional(),
});

export const archiveRoutes = [
  defineRoute({
    id: 'generate-company-zip',
    area: 'archives',
    method: 'POST',
    path: '/api/generate-company-zip',
    access: ['owner'],
    // The ZIP is built by the archive job; the route only starts it and presigns the result.
    needs: { table: 'write', buckets: { archives: 'read' }, invokesArchiveJob: true },
    summary:
      "Build a ZIP of a company's signed records: 200 { zip_url } when done in seconds, else 202 with the job.",
    body: z.object({
      company_id: chosenEntityId(texts.archives.companyRequired),
    }),
    response: z.union([z.object({ zip_url: z.string() }), archiveJobSchema]),
  }),
  defineRoute({
    id: 'archive-job',
    area: 'archives',
    method: 'GET',
    path: '/api/archive-jobs/{id}',
    access: ['owner'],
    needs: { table: 'read', buckets: { archives: 'read' } },
    summary: 'The state and progress of an archive job; the link when it is done.',
    params: z.object({ id: entityId }),
    response: archiveJobSchema,
  }),
  defineRoute({
    id: 'delete-company-progress',
    area: 'archives',
    method: 'DELETE',
    path: '/api/delete-company-progress/{companyId}',
    access: ['owner'],
    needs: { table: 'write', buckets: { courseFiles: 'write', archives: 'write' } },
    summary:
      "Delete a company's progress, documents, signatures, record PDFs and archives, audited; answers the counts.",
    params: z.object({ companyId: entityId }),
    routeClass: 'heavy',
    response: z.object({
      detail: z.string(),
      progress: z.number().int(),
      documents: z.number().int(),
      signatures: z.number().int(),
      archives: z.number().int(),
    }),
  }),
] as const;
