import * as z from 'zod';
import { COMPANY_ROLES } from '../roles';
import { texts } from '../texts';
import { STAFF_CATEGORIES } from '../worker-training-status';
import { emailSchema, formText, optionalDate, usernameSchema } from './fields';
import { chosenEntityId, entityId, formFile, optionalText } from './zod';

/** The optional staff category (it sets the periodic interval): blank and missing both become null. */
export const optionalStaffCategory = z
  .enum(['', ...STAFF_CATEGORIES], texts.workerTraining.staffCategoryInvalid)
  .nullish()
  .transform((value) => (value ? value : null));

/** The person fields of the add-user form (docs/product.md, add user) and of each row of a bulk import. */
export const companyUserFieldsSchema = z.object({
  username: usernameSchema(texts.people.allRequired),
  first_name: formText(texts.people.allRequired, 100),
  last_name: formText(texts.people.allRequired, 100),
  email: emailSchema(texts.people.allRequired),
  birth_date: optionalDate.refine(
    (value) => value === null || value <= new Date().toISOString().slice(0, 10),
    texts.people.birthDateInFuture,
  ),
  hire_date: optionalDate,
  address: optionalText(300),
  job_title: optionalText(150),
  staff_category: optionalStaffCategory,
  role: z.enum(COMPANY_ROLES).default('employee'),
});

export type CompanyUserFields = z.output<typeof companyUserFieldsSchema>;

export const companyUserSchema = z.object({
  id: entityId,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  birth_date: z.string().nullable(),
  hire_date: z.string().nullable(),
  address: z.string().nullable(),
  job_title: z.string().nullable(),
  staff_category: z.enum(STAFF_CATEGORIES).nullable(),
  role: z.enum(COMPANY_ROLES),
  company: entityId,
});

/** The spec's "company user": just enough to choose one from a list. */
export const companyUserSummarySchema = companyUserSchema.pick({
  id: true,
  username: true,
  first_name: true,
  last_name: true,
});

/** Optional paging of a long list (docs/api.md, conventions): without `limit` the whole list comes back. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  cursor: z.string().max(1000).optional(),
});

/**
 * A CSV or XLSX upload as the multipart parser hands it over, with the target company. A missing
 * file is refused after the company is found to be the caller's, so a foreign company answers 404
 * whatever else the request carries.
 */
export const importUsersBodySchema = z.object({
  company: chosenEntityId(texts.userImport.companyRequired),
  file: formFile(texts.userImport.chooseFile).optional(),
});

export const importRowStatuses = ['new', 'existing', 'invalid'] as const;

export const importRowSchema = z.object({
  /** The row's number in the spreadsheet (the header is row 1). */
  row: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.enum(importRowStatuses),
  errors: z.record(z.string(), z.array(z.string())),
});
