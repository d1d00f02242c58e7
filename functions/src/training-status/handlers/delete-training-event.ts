import { deleteTrainingEventRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { refreshTrainingStatus } from '../domain/training-status';
import { deleteTrainingEvent } from '../domain/worker-trainings';

export const handler = route(deleteTrainingEventRoute, async ({ principal, params, query, request }) => {
  const userId = query.user_id ?? null;
  const answer = await deleteTrainingEvent({
    caller: principal,
    companyId: params.id,
    eventId: params.eventId,
    userId,
    version: query.version,
    origin: request.origin,
  });
  // As after recording: the worker's status, or every worker's, goes back to what it was.
  await refreshTrainingStatus({ companyId: params.id, workers: { reread: userId ? [userId] : [] } });
  return answer;
});
