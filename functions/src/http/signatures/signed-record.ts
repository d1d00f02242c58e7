import { getSignedRecordUrl } from '../../domain/record-files';
import { route } from '../route';

export const handler = route('signed-record', ({ params, principal }) =>
  getSignedRecordUrl(principal.user, params.id),
);
