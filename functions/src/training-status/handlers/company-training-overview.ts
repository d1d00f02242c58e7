import { companyTrainingOverviewRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getTrainingOverview } from '../domain/worker-trainings';

export const handler = route(companyTrainingOverviewRoute, ({ principal, params }) =>
  getTrainingOverview({ caller: principal, companyId: params.id }),
);
