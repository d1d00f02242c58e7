import * as z from 'zod';
import { courseSummarySchema } from '../../courses';
import { defineRoute } from '../../define';

export const listCoursesRoute = defineRoute({
  id: 'list-courses',
  area: 'courses',
  method: 'GET',
  path: '/api/courses',
  access: ['owner', 'admin', 'employee'],
  needs: { table: 'read', buckets: { courseFiles: 'read' } },
  summary: "Owner: the firm's courses; admin and employee: the courses assigned to them or their company.",
  response: z.array(courseSummarySchema),
});
