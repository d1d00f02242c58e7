import { assignCourseToCompaniesRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { assignCourseToCompanies } from '../domain/bulk-assignments';

export const handler = route(assignCourseToCompaniesRoute, ({ principal, params, body }) =>
  assignCourseToCompanies({ owner: principal, courseId: params.courseId, body }),
);
