import { createCourse } from '../../domain/courses';
import { route } from '../route';

export const handler = route('create-course', ({ principal, body }) => createCourse(principal.user, body));
