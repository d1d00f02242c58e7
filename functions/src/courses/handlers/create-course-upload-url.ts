import { createCourseUploadUrlRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { createCourseUploadUrl } from '../domain/courses';

export const handler = route(createCourseUploadUrlRoute, ({ principal, body }) =>
  createCourseUploadUrl({
    owner: principal,
    contentLength: body.content_length,
    courseFiles: getCourseFiles(),
  }),
);
