import { defineRoute } from '../../define';
import { monthPlanQuery, monthPlanSchema } from '../../training-status';

export const monthPlanRoute = defineRoute({
  id: 'month-plan',
  area: 'training-status',
  method: 'GET',
  path: '/api/workers/plan',
  access: ['owner'],
  needs: { table: 'read' },
  summary:
    "What falls due in a month (YYYY-MM) at the caller's firm's clients, or at one (`company`): per company, each worker's domain whose next training is due that month, with its phase, date and status. Read from the companies' rosters: one Query of the firm's.",
  query: monthPlanQuery,
  response: monthPlanSchema,
  // Up to 10 MB of rosters for the largest firms, as the firm's workers list.
  routeClass: 'heavy',
});
