import * as z from 'zod';
import { MAX_IMPORT_FILE_BYTES } from '../../../constants';
import { defineRoute } from '../../define';
import { companyUserSchema, importRowSchema, importUsersBodySchema } from '../../people';
import { leftOutNewHireCourseSchema } from '../../training-status';

export const importUsersRoute = defineRoute({
  id: 'import-users',
  area: 'people',
  method: 'POST',
  path: '/api/users/import',
  access: ['owner'],
  needs: { table: 'write', invokes: ['invitation-mail'], passwords: true },
  summary:
    "Create the valid new rows of a CSV, XLSX or ODS (or of the batch `from_row`–`to_row` of it) with the new hires' courses the company names; existing usernames are skipped, so a batch sent again creates no one twice; with `import_session`, the people the same session created in a call whose answer was lost (and who have not chosen a password since) get a new temporary password and their invitation again. Temporary passwords are answered once; the created people with an e-mail are handed to the invitation job; the named courses left out (deleted, or without a quiz) once per call, with how many people missed each and a Romanian notice.",
  body: importUsersBodySchema,
  acceptsMultipart: true,
  maxBodyBytes: MAX_IMPORT_FILE_BYTES,
  response: z.object({
    created: z.array(companyUserSchema.extend({ temporary_password: z.string() })),
    existing: z.array(z.string()),
    /**
     * Usernames of `created` the same import session had created in a call whose answer was lost
     * (the people had not chosen a password since): given a new temporary password here.
     */
    recovered: z.array(z.string()),
    invalid: z.array(importRowSchema),
    /** The created users' credentials as a CSV file (UTF-8 with BOM, for Excel). */
    credentials_csv: z.string(),
    /** How many created people with an e-mail the invitation job was handed (it mails them in the background). */
    invitations: z.number().int(),
    /** Each course the company names for new hires that created people did not get, with how many missed it. */
    new_hire_courses_left_out: z.array(leftOutNewHireCourseSchema.extend({ people: z.number().int() })),
    /** One Romanian notice for the whole import naming those courses; null when none was left out. */
    new_hire_courses_notice: z.string().nullable(),
  }),
  successStatus: 201,
  routeClass: 'heavy',
});
