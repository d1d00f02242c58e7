import { defineRoute } from '../../define';
import { liftQuizCooldownBodySchema, quizAttemptSummarySchema } from '../../learning';
import { idParams } from '../../zod';

export const liftQuizCooldownRoute = defineRoute({
  id: 'lift-quiz-cooldown',
  area: 'courses',
  method: 'POST',
  path: '/api/courses/{id}/quiz-attempts/lift',
  access: ['owner'],
  needs: { table: 'write' },
  summary: "Lift a person's cool-down at the course's quiz: a fresh round of attempts at once.",
  params: idParams,
  body: liftQuizCooldownBodySchema,
  response: quizAttemptSummarySchema,
});
