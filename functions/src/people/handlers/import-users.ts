import { importUsersRoute } from '@ssm/shared';
import { multipartBodyParser } from '../../http/multipart-body';
import { route } from '../../http/route';
import { importUsers } from '../domain/user-import';

export const handler = route(
  importUsersRoute,
  ({ principal, body }) =>
    importUsers({ owner: principal, companyId: body.company, file: body.file, columns: body.columns }),
  multipartBodyParser,
);
