import { companyTrainingOverviewRoute } from '@ssm/shared';
import { getTrainingOverview } from '../../domain/worker-trainings';
import { route } from '../route';

export const handler = route(companyTrainingOverviewRoute, ({ principal, params }) =>
  getTrainingOverview({ caller: principal, companyId: params.id }),
);
