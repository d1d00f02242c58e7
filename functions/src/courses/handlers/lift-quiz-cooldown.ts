import { liftQuizCooldownRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { liftQuizCooldown } from '../../learning/domain/quiz-attempts';

export const handler = route(liftQuizCooldownRoute, ({ principal, params, body }) =>
  liftQuizCooldown({ owner: principal, courseId: params.id, userId: body.user_id }),
);
