import type { CompanyUserFields } from './contract/people';
import * as texts from './texts';

/*
 * The import's columns live here rather than beside the contract's schemas, so that the import
 * page, which needs only them and the template, downloads no zod (docs/web.md, Pages).
 */

/** Each person field by the label of the add-user form, as import files and their preview name it. */
export const COMPANY_USER_FIELD_LABELS: Record<keyof CompanyUserFields, string> = {
  username: texts.people.username,
  first_name: texts.people.firstName,
  last_name: texts.people.lastName,
  email: texts.people.email,
  birth_date: texts.people.birthDate,
  hire_date: texts.people.hireDate,
  address: texts.people.address,
  job_title: texts.people.jobTitle,
  birth_place: texts.people.birthPlace,
  workplace: texts.people.workplace,
  qualification: texts.people.qualification,
  staff_category: texts.workerTraining.staffCategory,
  language: texts.people.language,
  role: texts.people.role,
};

/**
 * The import's columns: the add-user form's, then the person's direct manager (by username,
 * e-mail or full name, of the company or of the file) and the workplace-manager mark
 * (docs/domain.md, signers per phase).
 */
export const IMPORT_FIELD_LABELS = {
  ...COMPANY_USER_FIELD_LABELS,
  manager: texts.people.manager,
  is_workplace_manager: texts.userImport.workplaceManagerColumn,
};
export type ImportField = keyof typeof IMPORT_FIELD_LABELS;

/** What an unrecognised column of an import file is read as: a person field, or nothing. */
export const IMPORT_COLUMN_IGNORED = 'ignore';

/**
 * Example people, a value for every column the import reads (docs/product.md, Import
 * employees): a field added to the import must be given an example here, so the template the
 * owner downloads always has every column, those of the fișă individuală included. The first is
 * the workplace manager the second names as theirs (docs/domain.md, signers per phase).
 */
const EXAMPLE_MANAGER: Record<ImportField, string> = {
  username: 'maria.ionescu',
  first_name: 'Maria',
  last_name: 'Ionescu',
  email: 'maria.ionescu@example.ro',
  birth_date: '03.09.1979',
  hire_date: '15.03.2015',
  address: 'Str. Teilor nr. 4, Iași',
  job_title: 'Șef atelier',
  birth_place: 'Iași',
  workplace: 'Atelierul de întreținere',
  qualification: 'Inginer electrotehnist',
  staff_category: 'tehnico-administrativ',
  language: 'română',
  role: 'angajat',
  manager: '',
  is_workplace_manager: 'da',
};

const EXAMPLE_PERSON: Record<ImportField, string> = {
  username: 'ion.popescu',
  first_name: 'Ion',
  last_name: 'Popescu',
  email: 'ion.popescu@example.ro',
  birth_date: '17.05.1988',
  hire_date: '01.02.2024',
  address: 'Str. Florilor nr. 1, Iași',
  job_title: 'Electrician',
  birth_place: 'Pașcani',
  workplace: 'Atelierul de întreținere',
  qualification: 'Electrician de întreținere',
  staff_category: 'muncitor',
  language: 'română',
  role: 'angajat',
  manager: 'maria.ionescu',
  is_workplace_manager: 'nu',
};

/** The import template: the import's column labels as the header, then the example rows (`;`, BOM). */
export function importTemplateCsv(): string {
  const fields = Object.keys(IMPORT_FIELD_LABELS) as ImportField[];
  const rows = [
    fields.map((field) => IMPORT_FIELD_LABELS[field]),
    ...[EXAMPLE_MANAGER, EXAMPLE_PERSON].map((person) => fields.map((field) => person[field])),
  ];
  return `\uFEFF${rows.map((row) => row.join(';')).join('\r\n')}\r\n`;
}
