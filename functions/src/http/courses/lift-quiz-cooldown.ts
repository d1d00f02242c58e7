import { liftQuizCooldownRoute } from '@ssm/shared';
import { liftQuizCooldown } from '../../domain/quiz-attempts';
import { route } from '../route';

export const handler = route(liftQuizCooldownRoute, ({ principal, params, body }) =>
  liftQuizCooldown({ owner: principal, courseId: params.id, userId: body.user_id }),
);
