import * as z from 'zod';
import { TEXT_LIMITS } from '../constants';
import { IMPORT_COLUMN_IGNORED } from '../import-template';
import { LANGUAGES, RECORD_LANGUAGE } from '../languages';
import { COMPANY_ROLES } from '../roles';
import * as texts from '../texts';
import { STAFF_CATEGORIES } from '../worker-training-status';
import { blankAsMissing, formText, optionalDate, optionalEmail, usernameSchema } from './fields';
import { chosenEntityId, entityId, formFile, optionalText } from './zod';

/** The optional staff category (it sets the periodic interval): blank and missing both become null. */
export const optionalStaffCategory = z
  .enum(['', ...STAFF_CATEGORIES], texts.workerTraining.staffCategoryInvalid)
  .nullish()
  .transform((value) => (value ? value : null));

/** The language the person is trained in; blank and missing both are Romanian. */
export const personLanguageSchema = z.preprocess(
  blankAsMissing,
  z.enum(LANGUAGES, texts.people.languageInvalid).default(RECORD_LANGUAGE),
);

/** The person fields of the add-user form (docs/product.md, add user) and of each row of a bulk import. */
export const companyUserFieldsSchema = z.object({
  username: usernameSchema(texts.people.allRequired),
  first_name: formText(texts.people.allRequired, TEXT_LIMITS.personName),
  last_name: formText(texts.people.allRequired, TEXT_LIMITS.personName),
  email: optionalEmail,
  birth_date: optionalDate.refine(
    (value) => value === null || value <= new Date().toISOString().slice(0, 10),
    texts.people.birthDateInFuture,
  ),
  hire_date: optionalDate,
  address: optionalText(TEXT_LIMITS.address),
  job_title: optionalText(TEXT_LIMITS.personDetail),
  birth_place: optionalText(TEXT_LIMITS.personDetail),
  workplace: optionalText(TEXT_LIMITS.personDetail),
  qualification: optionalText(TEXT_LIMITS.personDetail),
  staff_category: optionalStaffCategory,
  language: personLanguageSchema,
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
  birth_place: z.string().nullable(),
  workplace: z.string().nullable(),
  qualification: z.string().nullable(),
  staff_category: z.enum(STAFF_CATEGORIES).nullable(),
  language: z.enum(LANGUAGES),
  role: z.enum(COMPANY_ROLES),
  company: entityId,
  /** The direct manager who signs the person's workplace and periodic trainings; null: none set. */
  manager: entityId.nullable(),
  /** An employee marked as conducător al locului de muncă (an admin may be a manager anyway). */
  is_workplace_manager: z.boolean(),
  /** False once an owner or admin deactivated the person (they cannot sign in). */
  active: z.boolean(),
});

/** The spec's "company user": just enough to choose one from a list. */
export const companyUserSummarySchema = companyUserSchema.pick({
  id: true,
  username: true,
  first_name: true,
  last_name: true,
});

export const importColumnChoiceSchema = z.union(
  [
    z.enum([...companyUserFieldsSchema.keyof().options, 'manager', 'is_workplace_manager']),
    z.literal(IMPORT_COLUMN_IGNORED),
  ],
  { error: texts.importFile.columnsInvalid },
);
export type ImportColumnChoice = z.infer<typeof importColumnChoiceSchema>;
export const importColumnChoicesSchema = z.record(z.string().max(200), importColumnChoiceSchema, {
  error: texts.importFile.columnsInvalid,
});

/** A spreadsheet row number of a multipart field (text), from 1. */
const importRowNumber = z.coerce
  .number({ error: texts.userImport.rowRangeInvalid })
  .int(texts.userImport.rowRangeInvalid)
  .min(1, texts.userImport.rowRangeInvalid)
  .max(1_000_000, texts.userImport.rowRangeInvalid);

/**
 * A CSV, XLSX or ODS upload as the multipart parser hands it over, with the target company. A
 * missing file is refused after the company is found to be the caller's, so a foreign company
 * answers 404 whatever else the request carries.
 */
export const importUsersBodySchema = z.object({
  company: chosenEntityId(texts.userImport.companyRequired),
  file: formFile(texts.userImport.chooseFile).optional(),
  /**
   * The owner's choice for each column of the file the import does not recognise, by its header,
   * as a JSON object: a person field to read it as, or `ignore`. Multipart fields are text.
   */
  columns: z
    .string()
    .max(20_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: texts.importFile.columnsInvalid });
        return z.NEVER;
      }
    })
    .pipe(importColumnChoicesSchema)
    .optional(),
  /**
   * The import only: the batch of the file's rows to create, by their numbers in the spreadsheet
   * (both included); the whole file is still read and checked, so a username repeated across
   * batches is caught. Without them, every row.
   */
  from_row: importRowNumber.optional(),
  to_row: importRowNumber.optional(),
  /**
   * The import only: an id the page makes for one run of a file, sent with each of its batches.
   * A batch sent again after its answer was lost finds the people it created under it and gives
   * them the temporary password the lost answer held.
   */
  import_session: z.uuid({ error: texts.api.invalidId }).optional(),
});

/** How the import read the file: a text encoding it detected for a CSV, or a workbook (XLSX, ODS). */
export const IMPORT_FILE_ENCODINGS = [
  'utf-8',
  'utf-8-bom',
  'utf-16le',
  'utf-16be',
  'windows-1250',
  'xlsx',
  'ods',
] as const;
export type ImportFileEncoding = (typeof IMPORT_FILE_ENCODINGS)[number];

/** A column of the file the import did not recognise by its header, and the owner's choice so far. */
export const importUnknownColumnSchema = z.object({
  /** The column's position in the file, from 1. */
  column: z.number().int(),
  header: z.string(),
  choice: importColumnChoiceSchema.nullable(),
});

export const importRowStatuses = ['new', 'existing', 'invalid'] as const;

export const importRowSchema = z.object({
  /** The row's number in the spreadsheet, as the spreadsheet shows it. */
  row: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  /** The calendar dates the row's cells were read as (ISO), for the owner to check; null when blank or unreadable. */
  birth_date: z.string().nullable(),
  hire_date: z.string().nullable(),
  status: z.enum(importRowStatuses),
  errors: z.record(z.string(), z.array(z.string())),
});
