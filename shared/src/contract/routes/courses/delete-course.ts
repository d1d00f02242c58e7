import { detailSchema } from '../../accounts';
import { defineRoute } from '../../define';
import { idParams } from '../../zod';

export const deleteCourseRoute = defineRoute({
  id: 'delete-course',
  area: 'courses',
  method: 'DELETE',
  path: '/api/courses/{id}',
  access: ['owner'],
  needs: { table: 'write', buckets: { courseFiles: 'write' } },
  summary: 'Delete a course of the firm with its quiz, assignments and PDF.',
  params: idParams,
  response: detailSchema,
});
