import { recordTrainingEventRoute } from '@ssm/shared';
import { recordTrainingEvent } from '../../domain/worker-trainings';
import { route } from '../route';

export const handler = route(recordTrainingEventRoute, ({ principal, params, body, request }) =>
  recordTrainingEvent({ caller: principal, companyId: params.id, fields: body, origin: request.origin }),
);
