import { sheetScanUploadUrlRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { createSheetScanUploadUrl } from '../domain/sheet-scans';

export const handler = route(sheetScanUploadUrlRoute, ({ principal, params, body }) =>
  createSheetScanUploadUrl({
    caller: principal,
    workerId: params.id,
    contentLength: body.content_length,
    contentType: body.content_type,
    courseFiles: getCourseFiles(),
  }),
);
