import { updateCourseRoute } from '@ssm/shared';
import { updateCourse } from '../../domain/courses';
import { getCourseFiles } from '../../lib/storage';
import { route } from '../route';

export const handler = route(updateCourseRoute, ({ principal, params, body }) =>
  updateCourse({ owner: principal, courseId: params.id, fields: body, courseFiles: getCourseFiles() }),
);
