import { archiveJobSchema } from '../../archives';
import { defineRoute } from '../../define';
import { firmWorkersPrintBody } from '../../training-status';

export const firmWorkersPrintSheetsRoute = defineRoute({
  id: 'firm-workers-print-sheets',
  area: 'training-status',
  method: 'POST',
  path: '/api/workers/print-sheets',
  access: ['owner'],
  // The ZIP is built by the archive job; the route only reads the filter and starts it.
  needs: { table: 'write', buckets: { archives: 'read' }, invokes: ['archive'] },
  summary:
    "Start a job building one ZIP of the fișe individuale of every worker of a filter of the firm's workers (as GET /api/workers/; both domains, or the filter's): a folder per company, a sealed fișă per domain with signed trainings, a PSI-SU fișă kept on paper as its uploaded scans or else the pre-filled form, and `index.csv` of what is inside and what is missing. 202 with the job to poll at GET /api/archive-jobs/{id}/; 409 when the filter has no worker or more than 500.",
  body: firmWorkersPrintBody,
  response: archiveJobSchema,
  // It reads the firm's rosters, as the list does.
  routeClass: 'heavy',
});
