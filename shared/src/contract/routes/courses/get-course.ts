import { courseDetailSchema } from '../../courses';
import { defineRoute } from '../../define';
import { idParams } from '../../zod';

export const getCourseRoute = defineRoute({
  id: 'get-course',
  area: 'courses',
  method: 'GET',
  path: '/api/courses/{id}',
  access: ['owner', 'admin', 'employee'],
  needs: { table: 'write', buckets: { courseFiles: 'read' } },
  summary:
    'A course with its PDF link; its quiz with the answer key for the owners of the firm only (trainees get questions from an attempt).',
  params: idParams,
  response: courseDetailSchema,
});
