import { createCourseRoute } from '@ssm/shared';
import { createCourse } from '../../domain/courses';
import { getCourseFiles } from '../../lib/storage';
import { multipartBodyParser } from '../multipart-body';
import { route } from '../route';

export const handler = route(
  createCourseRoute,
  ({ principal, body }) => createCourse({ owner: principal, fields: body, courseFiles: getCourseFiles() }),
  multipartBodyParser,
);
