import { signedRecordRoute } from '@ssm/shared';
import { getSignedRecordUrl } from '../../domain/record-files';
import { getSealing } from '../../lib/seal';
import { getCourseFiles } from '../../lib/storage';
import { route } from '../route';

export const handler = route(signedRecordRoute, ({ params, principal }) =>
  getSignedRecordUrl({
    caller: principal,
    documentId: params.id,
    courseFiles: getCourseFiles(),
    // Only a record no mass sign or job rendered yet is sealed here: the seal loads then.
    sealing: getSealing,
  }),
);
