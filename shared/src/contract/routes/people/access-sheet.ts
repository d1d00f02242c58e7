import * as z from 'zod';
import { MAX_IMPORT_ROWS } from '../../../constants';
import * as texts from '../../../texts';
import { defineRoute } from '../../define';
import { chosenEntityId, entityId } from '../../zod';

/** Room for MAX_IMPORT_ROWS people: an id, a temporary password and the JSON around them each. */
const ACCESS_SHEET_MAX_BODY_BYTES = 1024 * 1024;

export const accessSheetRoute = defineRoute({
  id: 'access-sheet',
  area: 'people',
  method: 'POST',
  path: '/api/users/access-sheet',
  access: ['owner', 'admin'],
  needs: { table: 'read' },
  summary:
    "Render the printable access sheet (a PDF, base64) of people of one of the caller's companies (an admin: employees of their own company) with the temporary passwords the caller was just answered: a cut-out card per person with their name, username, password, the login address and its QR code. The passwords are printed as sent: the server keeps only their hashes.",
  body: z.object({
    company: chosenEntityId(texts.userImport.companyRequired),
    people: z
      .array(
        z.object({ id: entityId, temporary_password: z.string().min(1).max(64) }),
        texts.accessSheet.peopleRequired,
      )
      .min(1, texts.accessSheet.peopleRequired)
      .max(MAX_IMPORT_ROWS),
  }),
  maxBodyBytes: ACCESS_SHEET_MAX_BODY_BYTES,
  response: z.object({ file_name: z.string(), pdf_base64: z.string() }),
  routeClass: 'heavy',
});
