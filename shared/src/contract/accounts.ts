import * as z from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { LANGUAGES } from '../languages';
import { hasLetterAndDigit } from '../password-policy';
import { ROLES } from '../roles';
import * as texts from '../texts';
import { entityId, isoDate } from './zod';

/**
 * The password policy: length bounds and at least one letter and one digit (`newPasswordProblem`
 * checks the same without zod; shared/test/password-policy.test.ts holds them to one answer).
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, texts.api.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, texts.api.passwordTooLong)
  .refine(hasLetterAndDigit, texts.api.passwordNeedsLetterAndDigit);

export const loginUserSchema = z.object({
  id: entityId,
  role: z.enum(ROLES),
  is_superowner: z.boolean(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

export const currentUserSchema = loginUserSchema.extend({
  email: z.string().nullable(),
  birth_date: isoDate.nullable(),
  hire_date: isoDate.nullable(),
  job_title: z.string().nullable(),
  address: z.string().nullable(),
  company: entityId.nullable(),
  company_name: z.string().nullable(),
  firm_id: entityId.nullable(),
  firm_name: z.string().nullable(),
  /** The language of the worker's training screens and course versions; Romanian for owners. */
  language: z.enum(LANGUAGES),
  /** The worker's training reminders by e-mail (docs/training-status.md, "E-mails"); false for owners. */
  training_reminders: z.boolean(),
  /** The key that switches them (`PUT /api/reminders/by-link`), as the e-mails carry it; null for owners. */
  reminders_key: z.string().nullable(),
});

export const detailSchema = z.object({ detail: z.string() });
