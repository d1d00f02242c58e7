import { createCourseUploadUrl } from '../../domain/courses';
import { route } from '../route';

export const handler = route('create-course-upload-url', ({ principal, body }) =>
  createCourseUploadUrl(principal.user, body),
);
