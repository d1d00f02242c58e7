import { submitQuizAttempt } from '../../domain/quiz-attempts';
import { route } from '../route';

export const handler = route('progress-list-create', ({ principal, body }) =>
  submitQuizAttempt(principal.user, body),
);
