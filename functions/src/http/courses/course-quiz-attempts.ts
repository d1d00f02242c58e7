import { courseQuizAttemptsRoute } from '@ssm/shared';
import { listQuizAttempts } from '../../domain/quiz-attempts';
import { route } from '../route';

export const handler = route(courseQuizAttemptsRoute, ({ principal, params }) =>
  listQuizAttempts({ owner: principal, courseId: params.id }),
);
