import { previewUserImportRoute } from '@ssm/shared';
import { previewUserImport } from '../../domain/user-import';
import { multipartBodyParser } from '../multipart-body';
import { route } from '../route';

export const handler = route(
  previewUserImportRoute,
  ({ principal, body }) =>
    previewUserImport({ owner: principal, companyId: body.company, file: body.file, columns: body.columns }),
  multipartBodyParser,
);
