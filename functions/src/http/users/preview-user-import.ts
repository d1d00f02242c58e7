import { previewUserImport } from '../../domain/user-import';
import { route } from '../route';

export const handler = route('preview-user-import', ({ principal, body }) =>
  previewUserImport({ caller: principal.user, companyId: body.company, file: body.file }),
);
