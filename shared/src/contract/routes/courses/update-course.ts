import { courseSummarySchema, updateCourseBodySchema } from '../../courses';
import { defineRoute } from '../../define';
import { idParams } from '../../zod';

export const updateCourseRoute = defineRoute({
  id: 'update-course',
  area: 'courses',
  method: 'PATCH',
  path: '/api/courses/{id}',
  access: ['owner'],
  needs: { table: 'write', buckets: { courseFiles: 'readwrite' } },
  summary:
    "Edit a course of the firm: its title, description, category, duration, minimum study, and a new version of its PDF (a presigned upload's upload_id); signed records keep the version they name.",
  params: idParams,
  body: updateCourseBodySchema,
  routeClass: 'heavy',
  response: courseSummarySchema,
});
