import { defineRoute } from '../../define';
import { firmWorkersExportQuery, firmWorkersExportSchema } from '../../training-status';

export const firmWorkersExportRoute = defineRoute({
  id: 'firm-workers-export',
  area: 'training-status',
  method: 'GET',
  path: '/api/workers/export',
  access: ['owner'],
  needs: { table: 'read' },
  summary:
    "The firm's workers of a filter (as GET /api/workers/, every page), as a CSV file (UTF-8 with BOM, `;`-separated, for Excel) or, with format=xlsx, an XLSX workbook in base64: name, company, the phase, status, due date and days of the filter's domain, each domain's status and date, and whether data the fișă prints is missing.",
  query: firmWorkersExportQuery,
  response: firmWorkersExportSchema,
  // Up to 10 MB of rosters and 50,000 rows sorted for the largest firms (docs/benchmarks.md).
  routeClass: 'heavy',
});
