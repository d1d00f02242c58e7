import { listCourses } from '../../domain/courses';
import { route } from '../route';

export const handler = route('list-courses', ({ principal }) => listCourses(principal.user));
