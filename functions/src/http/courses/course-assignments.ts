import { courseAssignmentsRoute } from '@ssm/shared';
import { listCourseAssignments } from '../../domain/course-assignments';
import { toPagedReply } from '../paging';
import { route } from '../route';

export const handler = route(courseAssignmentsRoute, async ({ principal, params, query }) =>
  toPagedReply(await listCourseAssignments({ owner: principal, courseId: params.id, page: query })),
);
