import { courseQuizAttemptsRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listQuizAttempts } from '../../learning/domain/quiz-attempts';

export const handler = route(courseQuizAttemptsRoute, ({ principal, params }) =>
  listQuizAttempts({ owner: principal, courseId: params.id }),
);
