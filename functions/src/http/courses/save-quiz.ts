import { saveCourseQuiz } from '../../domain/courses';
import { route } from '../route';

export const handler = route('save-quiz', ({ principal, params, body }) =>
  saveCourseQuiz(principal.user, params.id, body),
);
