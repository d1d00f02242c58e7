import { recordTrainingEventRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { refreshTrainingStatus } from '../domain/training-status';
import { recordTrainingEvent } from '../domain/worker-trainings';

export const handler = route(recordTrainingEventRoute, async ({ principal, params, body, request }) => {
  const event = await recordTrainingEvent({
    caller: principal,
    companyId: params.id,
    fields: body,
    origin: request.origin,
  });
  // A worker's event changes that worker's status, a company's every worker's: the count follows.
  await refreshTrainingStatus({
    companyId: params.id,
    workers: { reread: body.user_id ? [body.user_id] : [] },
  });
  return event;
});
