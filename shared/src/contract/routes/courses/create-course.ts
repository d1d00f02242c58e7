import { COURSE_FORM_FILE_MAX_BYTES } from '../../../constants';
import { courseSummarySchema, createCourseBodySchema } from '../../courses';
import { defineRoute } from '../../define';

export const createCourseRoute = defineRoute({
  id: 'create-course',
  area: 'courses',
  method: 'POST',
  path: '/api/courses',
  access: ['owner'],
  needs: { table: 'write', buckets: { courseFiles: 'readwrite' } },
  summary: 'Create a course of the firm from the multipart form (file up to 4 MB) or a presigned upload.',
  body: createCourseBodySchema,
  acceptsMultipart: true,
  // The 4 MB file plus the form's text fields and multipart framing.
  maxBodyBytes: COURSE_FORM_FILE_MAX_BYTES + 64 * 1024,
  successStatus: 201,
  routeClass: 'heavy',
  response: courseSummarySchema,
});
