import { courseAssignmentsRoute } from '@ssm/shared';
import { toPagedReply } from '../../http/paging';
import { route } from '../../http/route';
import { listCourseAssignments } from '../domain/course-assignments';

export const handler = route(courseAssignmentsRoute, async ({ principal, params, query }) =>
  toPagedReply(await listCourseAssignments({ owner: principal, courseId: params.id, page: query })),
);
