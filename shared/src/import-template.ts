import { COMPANY_USER_FIELD_LABELS, type CompanyUserFields } from './contract/people';

/**
 * One example person, a value for every column the import reads (docs/product.md, Import
 * employees): a field added to the import must be given an example here, so the template the
 * owner downloads always has every column, those of the fișă individuală included.
 */
const EXAMPLE_PERSON: Record<keyof CompanyUserFields, string> = {
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
};

/** The import template: the add-user form's labels as the header, then the example row (`;`, BOM). */
export function importTemplateCsv(): string {
  const fields = Object.keys(COMPANY_USER_FIELD_LABELS) as (keyof CompanyUserFields)[];
  const rows = [
    fields.map((field) => COMPANY_USER_FIELD_LABELS[field]),
    fields.map((field) => EXAMPLE_PERSON[field]),
  ];
  return `\uFEFF${rows.map((row) => row.join(';')).join('\r\n')}\r\n`;
}
