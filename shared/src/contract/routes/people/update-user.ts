import * as z from 'zod';
import { LANGUAGES } from '../../../languages';
import { COMPANY_ROLES } from '../../../roles';
import * as texts from '../../../texts';
import { defineRoute } from '../../define';
import { blankAsMissing } from '../../fields';
import { companyUserFieldsSchema, companyUserSchema } from '../../people';
import { entityId } from '../../zod';

export const updateUserRoute = defineRoute({
  id: 'update-user',
  area: 'people',
  method: 'PATCH',
  path: '/api/users/{userId}',
  access: ['owner', 'admin'],
  needs: { table: 'write', mail: true },
  summary:
    "Edit an employee's or admin's profile (the add-user form's fields, the direct manager and the workplace-manager mark); an owner may also move them to another company of the firm or change their role, which ends their sessions. An admin edits the employees of their own company (and themselves) only, never their company or role; another admin answers 403. A new e-mail address counts only once it is confirmed: a link goes to it and a notice to the old one. Every change is audited with its old and new values. Signed records keep what they copied.",
  params: z.object({ userId: entityId }),
  body: companyUserFieldsSchema.extend({
    /** Absent: unchanged. */
    language: z.preprocess(blankAsMissing, z.enum(LANGUAGES, texts.people.languageInvalid).optional()),
    /** Absent: unchanged. */
    role: z.enum(COMPANY_ROLES, texts.people.allRequired).optional(),
    /** Absent: unchanged; another company of the same firm moves the person there. */
    company: entityId.optional(),
    /**
     * The person's direct manager (docs/domain.md, signers per phase): an active admin or marked
     * employee of the same company; null: none. Absent: unchanged, or none after a move.
     */
    manager: entityId.nullable().optional(),
    /** Whether an employee is marked as a workplace manager. Absent: unchanged. */
    is_workplace_manager: z.boolean().optional(),
  }),
  response: companyUserSchema.extend({
    /** The new address a confirmation link was sent to; `email` stays the old one until it is used. Null: no e-mail change. */
    email_confirmation_sent_to: z.string().nullable(),
  }),
});
