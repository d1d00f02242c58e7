import * as z from 'zod';
import { assignCourseBodySchema, assignCourseResponseSchema } from '../../assignments';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const assignCourseRoute = defineRoute({
  id: 'assign-course',
  area: 'assignments',
  method: 'POST',
  path: '/api/courses/{courseId}/assign',
  access: ['owner'],
  needs: { table: 'write' },
  summary:
    'Assign a course to one user of a company, a chosen group of them (user_ids), or (user_id null) to all its users.',
  params: z.object({ courseId: entityId }),
  body: assignCourseBodySchema,
  successStatus: 201,
  response: assignCourseResponseSchema,
});
