import { assignCourse } from '../../domain/courses';
import { route } from '../route';

export const handler = route('assign-course', ({ principal, params, body }) =>
  assignCourse(principal.user, params.courseId, body),
);
