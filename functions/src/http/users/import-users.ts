import { importUsers } from '../../domain/user-import';
import { route } from '../route';

export const handler = route('import-users', ({ principal, body }) =>
  importUsers({ caller: principal.user, companyId: body.company, file: body.file }),
);
