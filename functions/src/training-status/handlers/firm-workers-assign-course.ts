import { firmWorkersAssignCourseRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { assignCourseToFilter } from '../domain/firm-workers-bulk';

export const handler = route(firmWorkersAssignCourseRoute, ({ principal, body }) =>
  assignCourseToFilter({ owner: principal, request: body }),
);
