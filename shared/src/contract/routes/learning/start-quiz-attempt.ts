import { defineRoute } from '../../define';
import { quizAttemptSchema, startQuizAttemptBodySchema } from '../../learning';

export const startQuizAttemptRoute = defineRoute({
  id: 'start-quiz-attempt',
  area: 'learning',
  method: 'POST',
  path: '/api/quiz-attempts',
  access: ['admin', 'employee'],
  answersInWorkerLanguage: true,
  needs: { table: 'write' },
  summary:
    'Hand out an attempt at an assigned course: 10 questions drawn from its bank, answers shuffled; the open one again if there is one.',
  body: startQuizAttemptBodySchema,
  successStatus: 201,
  response: quizAttemptSchema,
});
