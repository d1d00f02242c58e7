import * as z from 'zod';
import { MAX_IMPORT_FILE_BYTES } from '../../../constants';
import { defineRoute } from '../../define';
import { companyUserSchema, importRowSchema, importUsersBodySchema } from '../../users';

export const importUsersRoute = defineRoute({
  id: 'import-users',
  area: 'users',
  method: 'POST',
  path: '/api/users/import',
  access: ['owner'],
  needs: { table: 'write', mail: true },
  summary:
    'Create the valid new rows of a CSV or XLSX; existing usernames are skipped. Temporary passwords are answered once.',
  body: importUsersBodySchema,
  acceptsMultipart: true,
  maxBodyBytes: MAX_IMPORT_FILE_BYTES,
  response: z.object({
    created: z.array(companyUserSchema.extend({ temporary_password: z.string() })),
    existing: z.array(z.string()),
    invalid: z.array(importRowSchema),
    /** The created users' credentials as a CSV file (UTF-8 with BOM, for Excel). */
    credentials_csv: z.string(),
  }),
  successStatus: 201,
  routeClass: 'heavy',
});
