import { workerTrainingSheetRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { getSealing } from '../../signing/seal';
import { getWorkerSheetUrl } from '../domain/worker-sheets';

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
