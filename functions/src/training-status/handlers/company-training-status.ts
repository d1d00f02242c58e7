import { companyTrainingStatusRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listTrainingStatuses } from '../domain/training-status';

export const handler = route(companyTrainingStatusRoute, ({ principal }) =>
  listTrainingStatuses({ owner: principal }),
);
