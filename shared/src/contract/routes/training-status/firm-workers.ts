import { defineRoute } from '../../define';
import { firmWorkersQuery, firmWorkersSchema } from '../../training-status';

export const firmWorkersRoute = defineRoute({
  id: 'firm-workers',
  area: 'training-status',
  method: 'GET',
  path: '/api/workers',
  access: ['owner'],
  needs: { table: 'read' },
  summary:
    "Every active worker of every client company of the caller's firm, most urgent first (untrained, overdue, due soon, on time; then the earliest due date), filtered by status, domain, company, due within a number of days and name, a page of 50 at a time, with the counts per status and per company of the filter. Read from the companies' rosters: one Query of the firm's.",
  query: firmWorkersQuery,
  response: firmWorkersSchema,
  // Up to 10 MB of rosters and 50,000 rows sorted for the largest firms (docs/benchmarks.md).
  routeClass: 'heavy',
});
