import { companyWorkerTrainingsRoute } from '@ssm/shared';
import { toPagedReply } from '../../http/paging';
import { route } from '../../http/route';
import { listWorkerTrainings } from '../domain/worker-trainings';

export const handler = route(companyWorkerTrainingsRoute, async ({ principal, params, query }) =>
  toPagedReply(await listWorkerTrainings({ caller: principal, companyId: params.id, ...query })),
);
