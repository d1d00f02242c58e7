import { createCourseRoute } from '@ssm/shared';
import { multipartBodyParser } from '../../http/multipart-body';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { createCourse } from '../domain/courses';

export const handler = route(
  createCourseRoute,
  ({ principal, body }) => createCourse({ owner: principal, fields: body, courseFiles: getCourseFiles() }),
  multipartBodyParser,
);
