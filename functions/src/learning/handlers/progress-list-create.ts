import { progressListCreateRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { submitQuizAttempt } from '../domain/quiz-attempts';

export const handler = route(progressListCreateRoute, ({ principal, body, request }) =>
  submitQuizAttempt({
    trainee: principal,
    courseId: body.course,
    attemptId: body.attempt,
    answers: body.answers,
    origin: request.origin,
  }),
);
