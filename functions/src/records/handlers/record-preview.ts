import { recordPreviewRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getRecordPreview } from '../domain/record-files';

export const handler = route(recordPreviewRoute, ({ params, principal }) =>
  getRecordPreview({ caller: principal, recordId: params.id }),
);
