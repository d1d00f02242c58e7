import { progressListCreateRoute } from '@ssm/shared';
import { submitQuizAttempt } from '../../domain/quiz-attempts';
import { route } from '../route';

export const handler = route(progressListCreateRoute, ({ principal, body, request }) =>
  submitQuizAttempt({
    trainee: principal,
    courseId: body.course,
    attemptId: body.attempt,
    answers: body.answers,
    origin: request.origin,
  }),
);
