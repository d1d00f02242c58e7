import { progressListCreateRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getSealing } from '../../signing/seal';
import { submitQuizAttempt } from '../domain/quiz-attempts';

export const handler = route(progressListCreateRoute, ({ principal, body, request }) =>
  submitQuizAttempt({
    trainee: principal,
    courseId: body.course,
    attemptId: body.attempt,
    answers: body.answers,
    origin: request.origin,
    // Only a pass seals (the record's start): the seal loads then.
    sealing: getSealing,
  }),
);
