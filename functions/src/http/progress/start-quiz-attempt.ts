import { startQuizAttemptRoute } from '@ssm/shared';
import { startQuizAttempt } from '../../domain/quiz-attempts';
import { route } from '../route';

export const handler = route(startQuizAttemptRoute, ({ principal, body }) =>
  startQuizAttempt({ trainee: principal, courseId: body.course }),
);
