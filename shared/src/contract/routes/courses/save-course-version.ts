import { courseVersionSchema, saveCourseVersionBodySchema, versionLanguageParams } from '../../courses';
import { defineRoute } from '../../define';

export const saveCourseVersionRoute = defineRoute({
  id: 'save-course-version',
  area: 'courses',
  method: 'PUT',
  path: '/api/courses/{id}/versions/{language}',
  access: ['owner'],
  needs: { table: 'write', buckets: { courseFiles: 'readwrite' } },
  summary:
    "Add or replace the course's version in another language: its title and PDF (a presigned upload's upload_id, required for a new version).",
  params: versionLanguageParams,
  body: saveCourseVersionBodySchema,
  routeClass: 'heavy',
  response: courseVersionSchema,
});
