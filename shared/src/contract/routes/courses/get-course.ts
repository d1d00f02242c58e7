import { courseDetailSchema, courseLanguageQuerySchema } from '../../courses';
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
    "A course in the language asked for or the caller's (Romanian when it has no version in it), with its PDF link and versions; its quiz with the answer key for the owners of the firm only (trainees get questions from an attempt).",
  params: idParams,
  query: courseLanguageQuerySchema,
  response: courseDetailSchema,
});
