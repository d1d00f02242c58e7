import { firmWorkersRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listFirmWorkers } from '../domain/firm-workers';

export const handler = route(firmWorkersRoute, ({ principal, query }) =>
  listFirmWorkers({ owner: principal, query }),
);
