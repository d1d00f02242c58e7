import { previewUserImportRoute } from '@ssm/shared';
import { multipartBodyParser } from '../../http/multipart-body';
import { route } from '../../http/route';
import { previewUserImport } from '../domain/user-import';

export const handler = route(
  previewUserImportRoute,
  ({ principal, body }) =>
    previewUserImport({ owner: principal, companyId: body.company, file: body.file, columns: body.columns }),
  multipartBodyParser,
);
