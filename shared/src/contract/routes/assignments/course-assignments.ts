import * as z from 'zod';
import { courseAssignmentSchema, courseAssignmentsQuery } from '../../assignments';
import { defineRoute } from '../../define';
import { idParams } from '../../zod';

export const courseAssignmentsRoute = defineRoute({
  id: 'course-assignments',
  area: 'assignments',
  method: 'GET',
  path: '/api/courses/{id}/assignments',
  access: ['owner'],
  paged: true,
  needs: { table: 'read' },
  summary:
    "The course's assignments, a page at a time: to whom, when, by whom and, per person, unfinished, passed awaiting signature or signed.",
  params: idParams,
  query: courseAssignmentsQuery,
  response: z.array(courseAssignmentSchema),
});
