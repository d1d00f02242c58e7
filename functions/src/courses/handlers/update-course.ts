import { updateCourseRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { updateCourse } from '../domain/courses';

export const handler = route(updateCourseRoute, ({ principal, params, body }) =>
  updateCourse({ owner: principal, courseId: params.id, fields: body, courseFiles: getCourseFiles() }),
);
