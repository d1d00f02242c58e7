import { updateTrainingSettingsRoute } from '@ssm/shared';
import { updateTrainingSettings } from '../../domain/worker-trainings';
import { route } from '../route';

export const handler = route(updateTrainingSettingsRoute, ({ principal, params, body }) =>
  updateTrainingSettings({ owner: principal, companyId: params.id, settings: body }),
);
