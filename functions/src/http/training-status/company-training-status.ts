import { companyTrainingStatusRoute } from '@ssm/shared';
import { listTrainingStatuses } from '../../domain/training-status';
import { route } from '../route';

export const handler = route(companyTrainingStatusRoute, ({ principal }) =>
  listTrainingStatuses({ owner: principal }),
);
