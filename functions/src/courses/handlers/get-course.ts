import { getCourseRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { getCourse } from '../domain/courses';

export const handler = route(getCourseRoute, ({ principal, params, query }) =>
  getCourse({
    caller: principal,
    courseId: params.id,
    language: query.language,
    courseFiles: getCourseFiles(),
  }),
);
