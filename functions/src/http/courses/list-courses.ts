import { listCoursesRoute } from '@ssm/shared';
import { listCourses } from '../../domain/courses';
import { getCourseFiles } from '../../lib/storage';
import { route } from '../route';

export const handler = route(listCoursesRoute, ({ principal }) =>
  listCourses({ caller: principal, courseFiles: getCourseFiles() }),
);
