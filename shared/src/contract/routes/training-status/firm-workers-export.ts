import * as z from 'zod';
import { defineRoute } from '../../define';
import { firmWorkersQuery } from '../../training-status';

export const firmWorkersExportRoute = defineRoute({
  id: 'firm-workers-export',
  area: 'training-status',
  method: 'GET',
  path: '/api/workers/export',
  access: ['owner'],
  needs: { table: 'read' },
  summary:
    "The firm's workers of a filter (as GET /api/workers/, every page), as a CSV file (UTF-8 with BOM, `;`-separated, for Excel): name, company, the status, due date and days of the filter's domain and of each domain.",
  query: firmWorkersQuery.omit({ page: true }),
  response: z.object({ file_name: z.string(), csv: z.string() }),
  // Up to 10 MB of rosters and 50,000 rows sorted for the largest firms (docs/benchmarks.md).
  routeClass: 'heavy',
});
