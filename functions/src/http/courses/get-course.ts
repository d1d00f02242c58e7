import { getCourseDetail } from '../../domain/courses';
import { route } from '../route';

export const handler = route('get-course', ({ principal, params }) =>
  getCourseDetail(principal.user, params.id),
);
