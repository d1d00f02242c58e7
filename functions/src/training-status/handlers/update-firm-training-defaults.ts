import { updateFirmTrainingDefaultsRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { updateFirmTrainingDefaults } from '../domain/firm-training-defaults';

export const handler = route(updateFirmTrainingDefaultsRoute, ({ principal, body, request }) =>
  updateFirmTrainingDefaults({ owner: principal, reenrolment: body.reenrolment, origin: request.origin }),
);
