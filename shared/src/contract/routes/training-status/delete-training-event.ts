import * as z from 'zod';
import { detailSchema } from '../../accounts';
import { defineRoute } from '../../define';
import { deleteTrainingEventQuerySchema } from '../../training-status';
import { entityId } from '../../zod';

export const deleteTrainingEventRoute = defineRoute({
  id: 'delete-training-event',
  area: 'training-status',
  method: 'DELETE',
  path: '/api/companies/{id}/training-events/{eventId}',
  access: ['owner', 'admin'],
  needs: { table: 'write' },
  summary:
    "Delete an event recorded by mistake, a worker's or the company's, if its holder's events are still the version the caller read.",
  params: z.object({ id: entityId, eventId: entityId }),
  query: deleteTrainingEventQuerySchema,
  response: detailSchema,
});
