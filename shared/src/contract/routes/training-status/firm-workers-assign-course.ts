import { defineRoute } from '../../define';
import { firmWorkersAssignBody, firmWorkersAssignSchema } from '../../training-status';

export const firmWorkersAssignCourseRoute = defineRoute({
  id: 'firm-workers-assign-course',
  area: 'training-status',
  method: 'POST',
  path: '/api/workers/assign-course',
  access: ['owner'],
  needs: { table: 'write' },
  summary:
    "Assign a course of the firm to every worker of a filter of the firm's workers (as GET /api/workers/), one batch of 100 a request in the order of company and id: each company's workers in groups of 30, a group in one transaction; a worker with the course assigned and not finished is skipped, so a run repeated assigns nobody twice. Answers this batch's counts, how many workers remain and `next`, to send as `after` until it is null.",
  body: firmWorkersAssignBody,
  response: firmWorkersAssignSchema,
  // A batch reads the firm's rosters and writes up to 100 people's assignments.
  routeClass: 'heavy',
});
