import { detailSchema } from '../../accounts';
import { versionLanguageParams } from '../../courses';
import { defineRoute } from '../../define';

export const deleteCourseVersionRoute = defineRoute({
  id: 'delete-course-version',
  area: 'courses',
  method: 'DELETE',
  path: '/api/courses/{id}/versions/{language}',
  access: ['owner'],
  needs: { table: 'write', buckets: { courseFiles: 'write' } },
  summary: "Remove the course's version in a language; records made on it keep its title and fingerprint.",
  params: versionLanguageParams,
  response: detailSchema,
});
