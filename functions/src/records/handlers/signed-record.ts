import { signedRecordRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { getSealing } from '../../signing/seal';
import { getSignedRecordUrl } from '../domain/record-files';

export const handler = route(signedRecordRoute, ({ params, principal }) =>
  getSignedRecordUrl({
    caller: principal,
    recordId: params.id,
    courseFiles: getCourseFiles(),
    // Only a record no mass sign or job rendered yet is sealed here: the seal loads then.
    sealing: getSealing,
  }),
);
