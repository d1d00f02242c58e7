import { deleteCourseRoute } from '@ssm/shared';
import { deleteCourse } from '../../domain/courses';
import { getCourseFiles } from '../../lib/storage';
import { route } from '../route';

export const handler = route(deleteCourseRoute, ({ principal, params }) =>
  deleteCourse({ owner: principal, courseId: params.id, courseFiles: getCourseFiles() }),
);
