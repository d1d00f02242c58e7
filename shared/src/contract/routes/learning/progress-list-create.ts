import * as z from 'zod';
import { defineRoute } from '../../define';
import { submitQuizBodySchema } from '../../learning';
import { entityId } from '../../zod';

export const progressListCreateRoute = defineRoute({
  id: 'progress-list-create',
  area: 'learning',
  method: 'POST',
  path: '/api/progress-list-create',
  access: ['admin', 'employee'],
  answersInWorkerLanguage: true,
  // A pass starts the record, whose first link the platform seals (docs/signatures.md).
  needs: { table: 'write', seal: 'sign' },
  summary:
    'Grade an attempt handed out by start-quiz-attempt; only 100 % completes it and starts the document.',
  body: submitQuizBodySchema,
  successStatus: 201,
  response: z.object({
    id: entityId,
    course: entityId,
    quiz_score: z.number().int(),
    completed: z.boolean(),
  }),
});
