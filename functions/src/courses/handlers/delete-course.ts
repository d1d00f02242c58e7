import { deleteCourseRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { deleteCourse } from '../domain/courses';

export const handler = route(deleteCourseRoute, ({ principal, params }) =>
  deleteCourse({ owner: principal, courseId: params.id, courseFiles: getCourseFiles() }),
);
