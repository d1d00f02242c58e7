import { getCourseRoute } from '@ssm/shared';
import { getCourse } from '../../domain/courses';
import { getCourseFiles } from '../../lib/storage';
import { route } from '../route';

export const handler = route(getCourseRoute, ({ principal, params }) =>
  getCourse({ caller: principal, courseId: params.id, courseFiles: getCourseFiles() }),
);
