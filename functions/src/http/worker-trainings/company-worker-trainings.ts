import { companyWorkerTrainingsRoute } from '@ssm/shared';
import { listWorkerTrainings } from '../../domain/worker-trainings';
import { toPagedReply } from '../paging';
import { route } from '../route';

export const handler = route(companyWorkerTrainingsRoute, async ({ principal, params, query }) =>
  toPagedReply(await listWorkerTrainings({ caller: principal, companyId: params.id, ...query })),
);
