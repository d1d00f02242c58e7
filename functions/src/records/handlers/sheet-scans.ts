import { sheetScansRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { listSheetScans } from '../domain/sheet-scans';

export const handler = route(sheetScansRoute, ({ principal, params }) =>
  listSheetScans({ caller: principal, workerId: params.id, courseFiles: getCourseFiles() }),
);
