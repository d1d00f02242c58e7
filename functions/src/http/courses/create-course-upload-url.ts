import { createCourseUploadUrlRoute } from '@ssm/shared';
import { createCourseUploadUrl } from '../../domain/courses';
import { getCourseFiles } from '../../lib/storage';
import { route } from '../route';

export const handler = route(createCourseUploadUrlRoute, ({ principal, body }) =>
  createCourseUploadUrl({
    owner: principal,
    contentLength: body.content_length,
    courseFiles: getCourseFiles(),
  }),
);
