import { firmWorkersExportRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { exportFirmWorkers } from '../domain/firm-workers';

export const handler = route(firmWorkersExportRoute, ({ principal, query }) =>
  exportFirmWorkers({ owner: principal, query }),
);
