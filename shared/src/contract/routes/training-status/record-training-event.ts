import { defineRoute } from '../../define';
import { trainingEventBodySchema, trainingEventSchema } from '../../training-status';
import { idParams } from '../../zod';

export const recordTrainingEventRoute = defineRoute({
  id: 'record-training-event',
  area: 'training-status',
  method: 'POST',
  path: '/api/companies/{id}/training-events',
  access: ['owner', 'admin'],
  needs: { table: 'write' },
  summary:
    'Record an event that makes a supplementary training due, for one worker of the company or (changed rules) for all of it.',
  params: idParams,
  body: trainingEventBodySchema,
  response: trainingEventSchema,
  successStatus: 201,
});
