import * as z from 'zod';
import { MAX_IMPORT_FILE_BYTES } from '../../../constants';
import { defineRoute } from '../../define';
import { importRowSchema, importUsersBodySchema } from '../../users';

export const previewUserImportRoute = defineRoute({
  id: 'preview-user-import',
  area: 'users',
  method: 'POST',
  path: '/api/users/import/preview',
  access: ['owner'],
  needs: { table: 'read' },
  summary: 'Check a CSV or XLSX of users for a company: each row new, existing or invalid, with its errors.',
  body: importUsersBodySchema,
  acceptsMultipart: true,
  maxBodyBytes: MAX_IMPORT_FILE_BYTES,
  response: z.object({
    rows: z.array(importRowSchema),
    summary: z.object({ new: z.number(), existing: z.number(), invalid: z.number() }),
  }),
  routeClass: 'heavy',
});
