import { signedRecordRoute } from '@ssm/shared';
import { getSignedRecordUrl } from '../../domain/record-files';
import { getCourseFiles } from '../../lib/storage';
import { route } from '../route';

export const handler = route(signedRecordRoute, ({ params, principal }) =>
  getSignedRecordUrl({ caller: principal, documentId: params.id, courseFiles: getCourseFiles() }),
);
