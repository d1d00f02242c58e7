import { startQuizAttemptRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { startQuizAttempt } from '../domain/quiz-attempts';

export const handler = route(startQuizAttemptRoute, ({ principal, body }) =>
  startQuizAttempt({ trainee: principal, courseId: body.course, language: body.language }),
);
