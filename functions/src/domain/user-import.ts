import {
  type CompanyUserFields,
  companyUserFieldsSchema,
  foldDiacritics,
  type importRowSchema,
  MAX_IMPORT_ROWS,
  type StaffCategory,
  texts,
  type z,
} from '@ssm/shared';
import { stringify } from 'csv-stringify/sync';
import pMap from 'p-map';
import { normalizeUsername } from '../data/keys';
import { createUser, findUserIdsByUsernames, listUsersOfCompany, type UserRecord } from '../data/users';
import { badRequest, type FieldErrors } from '../lib/errors';
import { buildCompanyMember, toCompanyUserView } from './people';
import type { OwnerPrincipal } from './principal';
import { getOwnCompany } from './tenancy';
import { type FileRow, readUserFile, type UploadedFile } from './user-file';

/*
 * Bulk import of a company's people from a CSV or XLSX with the add-user columns. Each row is
 * checked with the same schema as the add-user call; a preview says per row whether it is new,
 * already in the company (skipped, so importing a file twice creates no duplicates) or invalid.
 */

type Field = keyof CompanyUserFields;
type RowView = z.input<typeof importRowSchema>;
type AnalysedRow = RowView & { fields?: CompanyUserFields };

const FIELD_LABELS: Record<Field, string> = {
  username: texts.people.username,
  first_name: texts.people.firstName,
  last_name: texts.people.lastName,
  email: texts.people.email,
  birth_date: texts.people.birthDate,
  hire_date: texts.people.hireDate,
  address: texts.people.address,
  job_title: texts.people.jobTitle,
  staff_category: texts.workerTraining.staffCategory,
  role: texts.people.role,
};
const FIELDS = Object.keys(FIELD_LABELS) as Field[];
const REQUIRED_COLUMNS: Field[] = ['username', 'first_name', 'last_name', 'email'];
/** Headers people write besides the API names and the form's labels. */
const MORE_HEADERS: Partial<Record<Field, string[]>> = {
  username: ['utilizator', 'user'],
  email: ['e-mail', 'mail', 'adresa de email'],
  address: ['adresa', 'domiciliu'],
  job_title: ['functia', 'post'],
  staff_category: ['categorie', 'categoria', 'categorie personal'],
};
const ROLE_NAMES: Record<string, CompanyUserFields['role']> = {
  employee: 'employee',
  angajat: 'employee',
  admin: 'admin',
  administrator: 'admin',
};
/** How people write the staff category (the API's values and the form's labels included). */
const STAFF_CATEGORY_NAMES: Record<string, StaffCategory> = {
  muncitor: 'muncitor',
  muncitori: 'muncitor',
  tehnicoadministrativ: 'tehnico_administrativ',
  personaltehnicoadministrativ: 'tehnico_administrativ',
  tesa: 'tehnico_administrativ',
};
const CREATE_CONCURRENCY = 16;

type ImportOptions = { owner: OwnerPrincipal; companyId: string; file: UploadedFile | undefined };

/** Case, diacritics, spaces and punctuation do not matter in a header or a role. */
function normalizeWord(text: string): string {
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const FIELD_BY_HEADER = new Map(
  FIELDS.flatMap((field) =>
    [field, FIELD_LABELS[field], ...(MORE_HEADERS[field] ?? [])].map(
      (header) => [normalizeWord(header), field] as const,
    ),
  ),
);

function mapColumns(header: string[]): Map<Field, number> {
  const columns = new Map<Field, number>();
  header.forEach((cell, index) => {
    const field = FIELD_BY_HEADER.get(normalizeWord(cell));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const missing = REQUIRED_COLUMNS.filter((field) => !columns.has(field));
  if (missing.length > 0) {
    const detail = texts.userImport.missingColumns(missing.map((field) => FIELD_LABELS[field]).join(', '));
    throw badRequest(detail, { file: [detail] });
  }
  return columns;
}

/** ISO dates pass as they are; the Romanian `ZZ.LL.AAAA` (or with `/`) becomes ISO. */
function toIsoDate(text: string): string | null {
  if (text === '' || /^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const match = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}` : null;
}

function addError(errors: FieldErrors, field: string, message: string): void {
  errors[field] ??= [];
  if (!errors[field].includes(message)) errors[field].push(message);
}

function analyseRow(row: FileRow, columns: Map<Field, number>): AnalysedRow {
  const cell = (field: Field) => {
    const index = columns.get(field);
    return index === undefined ? '' : (row.cells[index] ?? '');
  };
  const errors: FieldErrors = {};
  const role = cell('role') === '' ? 'employee' : ROLE_NAMES[normalizeWord(cell('role'))];
  if (!role) addError(errors, 'role', texts.userImport.roleInvalid);
  const dates = { birth_date: toIsoDate(cell('birth_date')), hire_date: toIsoDate(cell('hire_date')) };
  for (const [field, value] of Object.entries(dates)) {
    if (value === null) addError(errors, field, texts.userImport.dateInvalid);
  }
  const parsed = companyUserFieldsSchema.safeParse({
    username: cell('username'),
    first_name: cell('first_name'),
    last_name: cell('last_name'),
    email: cell('email'),
    birth_date: dates.birth_date ?? '',
    hire_date: dates.hire_date ?? '',
    address: cell('address'),
    job_title: cell('job_title'),
    staff_category: STAFF_CATEGORY_NAMES[normalizeWord(cell('staff_category'))] ?? cell('staff_category'),
    role: role ?? 'employee',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) addError(errors, String(issue.path[0] ?? 'file'), issue.message);
  }
  const view = {
    row: row.number,
    username: cell('username'),
    first_name: cell('first_name'),
    last_name: cell('last_name'),
    email: cell('email'),
    role: role ?? cell('role'),
  };
  if (!parsed.success || Object.keys(errors).length > 0) return { ...view, status: 'invalid', errors };
  return { ...view, status: 'new', errors: {}, fields: parsed.data };
}

/**
 * Reads and checks the file for one of the caller's companies: row by row, then usernames
 * repeated in the file, then usernames already in the company (skipped) or taken elsewhere.
 */
async function analyseImport(options: ImportOptions) {
  const company = await getOwnCompany(options.owner, options.companyId);
  if (!options.file) {
    throw badRequest(texts.userImport.chooseFile, { file: [texts.userImport.chooseFile] });
  }
  const [header, ...dataRows] = await readUserFile(options.file);
  if (!header || dataRows.length === 0) {
    throw badRequest(texts.userImport.noRows, { file: [texts.userImport.noRows] });
  }
  if (dataRows.length > MAX_IMPORT_ROWS) {
    const detail = texts.userImport.tooManyRows(String(MAX_IMPORT_ROWS));
    throw badRequest(detail, { file: [detail] });
  }
  const columns = mapColumns(header.cells);
  const rows = dataRows.map((row) => analyseRow(row, columns));

  const seen = new Set<string>();
  for (const row of rows) {
    const username = normalizeUsername(row.username);
    if (row.status === 'new' && seen.has(username)) {
      row.status = 'invalid';
      addError(row.errors, 'username', texts.userImport.duplicateInFile);
    }
    seen.add(username);
  }

  const { users } = await listUsersOfCompany(company.id);
  const inCompany = new Set(users.map((user) => normalizeUsername(user.username)));
  const candidates = rows.filter((row) => row.status === 'new');
  for (const row of candidates) {
    if (inCompany.has(normalizeUsername(row.username))) row.status = 'existing';
  }
  const takenElsewhere = await findUserIdsByUsernames(
    candidates.filter((row) => row.status === 'new').map((row) => row.username),
  );
  for (const row of candidates) {
    if (row.status === 'new' && takenElsewhere.has(row.username)) {
      row.status = 'invalid';
      addError(row.errors, 'username', texts.people.usernameTaken);
    }
  }
  return { company, rows };
}

function toRowView({ fields, ...row }: AnalysedRow): RowView {
  return row;
}

export async function previewUserImport(options: ImportOptions) {
  const { rows } = await analyseImport(options);
  const count = (status: RowView['status']) => rows.filter((row) => row.status === status).length;
  return {
    rows: rows.map(toRowView),
    summary: { new: count('new'), existing: count('existing'), invalid: count('invalid') },
  };
}

/** The created users' credentials for the owner to hand out, as Excel opens it (BOM, `;`). */
function buildCredentialsCsv(created: { user: UserRecord; temporaryPassword: string }[]): string {
  const header = [
    texts.people.username,
    texts.people.firstName,
    texts.people.lastName,
    texts.people.email,
    texts.people.temporaryPasswordTitle,
  ];
  const lines = created.map(({ user, temporaryPassword }) => [
    user.username,
    user.first_name,
    user.last_name,
    user.email ?? '',
    temporaryPassword,
  ]);
  return `\uFEFF${stringify([header, ...lines], { delimiter: ';', record_delimiter: 'windows' })}`;
}

/**
 * Creates the file's new valid rows, each with its username marker in one transaction, so a
 * username taken meanwhile fails only its own row. Existing usernames are left as they are.
 * No invitation e-mails: SES sends about 14 a second by default, so a thousand would outlast
 * the 29-second API call; the owner hands out the downloaded passwords file instead.
 */
export async function importUsers(options: ImportOptions) {
  const { company, rows } = await analyseImport(options);
  const attempts = await pMap(
    rows.filter((row) => row.status === 'new'),
    async (row) => {
      const member = await buildCompanyMember(row.fields as CompanyUserFields, company);
      return { row, ...member, outcome: await createUser(member.user) };
    },
    { concurrency: CREATE_CONCURRENCY },
  );
  const created = attempts.filter((attempt) => attempt.outcome === 'created');
  for (const { row, outcome } of attempts) {
    if (outcome === 'created') continue;
    row.status = 'invalid';
    addError(
      row.errors,
      'username',
      outcome === 'username-taken' ? texts.people.usernameTaken : texts.companies.notFound,
    );
  }
  return {
    created: created.map(({ user, temporaryPassword }) => ({
      ...toCompanyUserView(user),
      temporary_password: temporaryPassword,
    })),
    existing: rows.filter((row) => row.status === 'existing').map((row) => row.username),
    invalid: rows.filter((row) => row.status === 'invalid').map(toRowView),
    credentials_csv: buildCredentialsCsv(created),
  };
}
