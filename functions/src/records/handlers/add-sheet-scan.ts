import { addSheetScanRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { addSheetScanFromUpload } from '../domain/sheet-scans';

export const handler = route(addSheetScanRoute, ({ principal, params, body, request }) =>
  addSheetScanFromUpload({
    caller: principal,
    workerId: params.id,
    uploadId: body.upload_id,
    origin: request.origin,
    courseFiles: getCourseFiles(),
  }),
);
