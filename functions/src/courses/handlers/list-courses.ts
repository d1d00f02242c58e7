import { listCoursesRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { listCourses } from '../domain/courses';

export const handler = route(listCoursesRoute, ({ principal }) =>
  listCourses({ caller: principal, courseFiles: getCourseFiles() }),
);
