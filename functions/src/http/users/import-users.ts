import { importUsersRoute } from '@ssm/shared';
import { importUsers } from '../../domain/user-import';
import { multipartBodyParser } from '../multipart-body';
import { route } from '../route';

export const handler = route(
  importUsersRoute,
  ({ principal, body }) =>
    importUsers({ owner: principal, companyId: body.company, file: body.file, columns: body.columns }),
  multipartBodyParser,
);
