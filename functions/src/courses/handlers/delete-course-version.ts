import { deleteCourseVersionRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { deleteCourseVersion } from '../domain/course-versions';

export const handler = route(deleteCourseVersionRoute, ({ principal, params }) =>
  deleteCourseVersion({
    owner: principal,
    courseId: params.id,
    language: params.language,
    courseFiles: getCourseFiles(),
  }),
);
