import { assignCourseRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { assignCourse } from '../domain/course-assignments';

export const handler = route(assignCourseRoute, ({ principal, params, body }) =>
  assignCourse({
    owner: principal,
    courseId: params.courseId,
    companyId: body.company_id,
    userId: body.user_id ?? null,
    userIds: body.user_ids,
    restartOpenRound: body.restart_open_round ?? false,
  }),
);
