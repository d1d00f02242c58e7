import { updateTrainingSettingsRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { refreshTrainingStatus } from '../domain/training-status';
import { updateTrainingSettings } from '../domain/worker-trainings';

export const handler = route(updateTrainingSettingsRoute, async ({ principal, params, body, request }) => {
  const overview = await updateTrainingSettings({
    owner: principal,
    companyId: params.id,
    settings: body,
    origin: request.origin,
  });
  // The threshold and the shorter interval move every worker's status: the count follows.
  await refreshTrainingStatus({ companyId: params.id, workers: {} });
  return overview;
});
