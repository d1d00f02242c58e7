import { deleteCourse } from '../../domain/courses';
import { route } from '../route';

export const handler = route('delete-course', ({ principal, params }) =>
  deleteCourse(principal.user, params.id),
);
