import * as z from 'zod';
import { MAX_IMPORT_FILE_BYTES } from '../constants';
import { COMPANY_ROLES } from '../roles';
import { texts } from '../texts';
import { detailSchema } from './auth';
import { defineRoute } from './define';
import { emailSchema, mandatoryText, optionalDate, usernameSchema } from './fields';
import { chosenEntityId, entityId, formFile, optionalText } from './zod';

const required = texts.people.allRequired;

/** The person fields of the add-user form (SPEC §2) and of each row of a bulk import. */
export const companyUserFieldsSchema = z.object({
  username: usernameSchema(required),
  first_name: mandatoryText(required, 100),
  last_name: mandatoryText(required, 100),
  email: emailSchema(required),
  birth_date: optionalDate.refine(
    (value) => value === null || value <= new Date().toISOString().slice(0, 10),
    texts.people.birthDateInFuture,
  ),
  hire_date: optionalDate,
  address: optionalText(300),
  job_title: optionalText(150),
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

const companyParams = z.object({ id: entityId });

/** Optional paging of a long list (DESIGN §11): without `limit` the whole list comes back. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  cursor: z.string().max(1000).optional(),
});

/**
 * A CSV or XLSX upload as the multipart parser hands it over, with the target company. A missing
 * file is refused after the company is found to be the caller's, so a foreign company answers 404
 * whatever else the request carries.
 */
const importBody = z.object({
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

export const userRoutes = [
  defineRoute({
    id: 'create-user',
    area: 'users',
    method: 'POST',
    path: '/api/users/create',
    access: ['owner'],
    needs: { table: 'write', mail: true },
    summary:
      "Create an employee or admin of one of the caller's companies; answers a one-time `temporary_password` and e-mails an invitation.",
    body: companyUserFieldsSchema.extend({
      company: chosenEntityId(required),
    }),
    response: companyUserSchema.extend({ temporary_password: z.string() }),
    successStatus: 201,
  }),
  defineRoute({
    id: 'company-users',
    area: 'users',
    method: 'GET',
    path: '/api/company/{id}/users',
    access: ['owner'],
    needs: { table: 'read' },
    summary: "The users of one of the caller's companies with their details, by username.",
    params: companyParams,
    query: pageQuery,
    response: z.array(companyUserSchema),
  }),
  defineRoute({
    id: 'get-company-users',
    area: 'users',
    method: 'GET',
    path: '/api/get-company-users/{id}',
    access: ['owner'],
    needs: { table: 'read' },
    summary: "The users of one of the caller's companies to choose from (id, username, names), by username.",
    params: companyParams,
    query: pageQuery,
    response: z.array(companyUserSummarySchema),
  }),
  defineRoute({
    id: 'delete-user',
    area: 'users',
    method: 'DELETE',
    path: '/api/delete-user/{userId}',
    access: ['owner'],
    needs: { table: 'write' },
    summary: "Delete an employee or admin of the caller's firm; their tokens stop working at once.",
    params: z.object({ userId: entityId }),
    response: detailSchema,
  }),
  defineRoute({
    id: 'preview-user-import',
    area: 'users',
    method: 'POST',
    path: '/api/users/import/preview',
    access: ['owner'],
    needs: { table: 'read' },
    summary:
      'Check a CSV or XLSX of users for a company: each row new, existing or invalid, with its errors.',
    body: importBody,
    acceptsMultipart: true,
    maxBodyBytes: MAX_IMPORT_FILE_BYTES,
    response: z.object({
      rows: z.array(importRowSchema),
      summary: z.object({ new: z.number(), existing: z.number(), invalid: z.number() }),
    }),
    routeClass: 'heavy',
  }),
  defineRoute({
    id: 'import-users',
    area: 'users',
    method: 'POST',
    path: '/api/users/import',
    access: ['owner'],
    needs: { table: 'write', mail: true },
    summary:
      'Create the valid new rows of a CSV or XLSX; existing usernames are skipped. Temporary passwords are answered once.',
    body: importBody,
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
  }),
] as const;
