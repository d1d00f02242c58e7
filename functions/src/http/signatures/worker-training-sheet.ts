import { workerTrainingSheetRoute } from '@ssm/shared';
import { getWorkerSheetUrl } from '../../domain/worker-sheets';
import { getSealing } from '../../lib/seal';
import { getCourseFiles } from '../../lib/storage';
import { route } from '../route';

export const handler = route(workerTrainingSheetRoute, ({ params, principal }) =>
  getWorkerSheetUrl({
    caller: principal,
    workerId: params.id,
    domain: params.domain,
    courseFiles: getCourseFiles(),
    // Only a fișă whose content changed since it was last stored is sealed here: the seal loads then.
    sealing: getSealing,
  }),
);
