import * as z from 'zod';
import { MAX_IMPORT_FILE_BYTES } from '../../../constants';
import { defineRoute } from '../../define';
import {
  IMPORT_FILE_ENCODINGS,
  importRowSchema,
  importUnknownColumnSchema,
  importUsersBodySchema,
} from '../../people';

export const previewUserImportRoute = defineRoute({
  id: 'preview-user-import',
  area: 'people',
  method: 'POST',
  path: '/api/users/import/preview',
  access: ['owner'],
  needs: { table: 'read' },
  summary:
    'Check a CSV, XLSX or ODS of users for a company: each row new, existing or invalid, with its errors and the dates read; the header row found under any title rows, the encoding read and the columns not recognised.',
  body: importUsersBodySchema,
  acceptsMultipart: true,
  maxBodyBytes: MAX_IMPORT_FILE_BYTES,
  response: z.object({
    rows: z.array(importRowSchema),
    summary: z.object({ new: z.number(), existing: z.number(), invalid: z.number() }),
    encoding: z.enum(IMPORT_FILE_ENCODINGS),
    /** The spreadsheet row holding the column names: the first, or the one under the title rows. */
    header_row: z.number().int(),
    /** Each must be given a field or `ignore` in `columns` before the import takes the file. */
    unknown_columns: z.array(importUnknownColumnSchema),
  }),
  routeClass: 'heavy',
});
