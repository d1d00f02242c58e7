import { defineRoute } from '../../define';
import { firmWorkersBulkBody, firmWorkersRemindSchema } from '../../training-status';

export const firmWorkersRemindRoute = defineRoute({
  id: 'firm-workers-remind',
  area: 'training-status',
  method: 'POST',
  path: '/api/workers/remind',
  access: ['owner'],
  needs: { table: 'write', mail: true },
  summary:
    "E-mail a reminder of what is untrained, overdue or due soon to every worker of a filter of the firm's workers (as GET /api/workers/), one batch of 100 a request in the order of company and id, under the daily e-mail's rules: not to a worker without e-mail or who stopped reminders, and at most one training e-mail a day. Answers this batch's counts per outcome, how many workers remain and `next`, to send as `after` until it is null.",
  body: firmWorkersBulkBody,
  response: firmWorkersRemindSchema,
  // A batch reads the firm's rosters and sends up to 100 e-mails.
  routeClass: 'heavy',
});
