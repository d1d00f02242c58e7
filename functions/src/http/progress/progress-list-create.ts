import { submitQuizAttempt } from '../../domain/quiz-attempts';
import { route } from '../route';

export const handler = route('progress-list-create', ({ principal, body, request }) =>
  submitQuizAttempt(principal.user, body, { ip: request.clientAddress, userAgent: request.userAgent }),
);
