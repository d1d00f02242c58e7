import { IMPORT_FIELD_LABELS, type ImportField } from './contract/people';

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
