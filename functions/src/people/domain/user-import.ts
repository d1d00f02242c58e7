import {
  type CalendarDateReading,
  type CompanyUserFields,
  companyUserFieldsSchema,
  foldDiacritics,
  IMPORT_COLUMN_IGNORED,
  IMPORT_FIELD_LABELS,
  type ImportColumnChoice,
  type ImportField,
  type importRowSchema,
  type importUnknownColumnSchema,
  LANGUAGE_ENGLISH_NAMES,
  LANGUAGE_NAMES,
  LANGUAGES,
  MAX_IMPORT_ROWS,
  readCalendarDate,
  type StaffCategory,
  type z,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { toUsernameKey } from '@ssm/shared/usernames';
import pMap from 'p-map';
import { findUserIdsByUsernames, listUsersOfCompany, type UserRecord } from '../../accounts/data/users';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import {
  createCompanyMember,
  importLeftOutCourses,
  readReenrolment,
} from '../../assignments/domain/named-courses';
import type { RequestOrigin } from '../../audit/data/audit';
import type { CompanyRecord } from '../../companies/data/companies';
import { type CompanyMember, isCompanyMemberOf } from '../../companies/domain/company-members';
import { getOwnCompany } from '../../companies/domain/tenancy';
import type { InvitationMailEvent, JobStarter } from '../../platform/adapters';
import { badRequest, type FieldErrors } from '../../platform/errors';
import { hasLostDiacritics } from '../../platform/imported-text';
import { describeError, logger } from '../../platform/logger';
import { toSpreadsheetCsv } from '../../platform/spreadsheet-csv';
import { isWorkplaceManager } from '../../records/domain/signer-rules';
import { refreshTrainingStatus } from '../../training-status/domain/training-status';
import {
  buildCompanyMember,
  giveTemporaryPassword,
  requireTakenUsernameAnswersLeft,
  spendTakenUsernameAnswers,
  toCompanyUserView,
} from './people';
import { type FileRow, readUserFile, type UploadedFile } from './user-file';

/*
 * Bulk import of a company's people from a CSV, XLSX or ODS with the add-user columns, under a
 * header row that title rows may stand above. Each row is checked with the same schema as the
 * add-user call; a preview says per row whether it is new, already in the company (skipped, so
 * importing a file twice creates no duplicates) or invalid, with the dates it read. Nothing in
 * the file is dropped without a word: a column the import does not recognise (or a second column
 * for one field) is listed in the preview, and the import refuses the file until the owner has
 * read each one as a field or ignored it explicitly. The page imports a large file in batches of
 * rows (IMPORT_BATCH_ROWS), each call reading the whole file and creating its batch.
 */

type Field = ImportField;
type RowView = z.input<typeof importRowSchema>;
/** Who a row names as its direct manager: a person of the company, or another row of the file. */
type ManagerTarget = { existingId: string } | { fileUsername: string };
type AnalysedRow = RowView & {
  fields?: CompanyUserFields;
  isWorkplaceManager?: boolean;
  /** The manager cell as written; empty: none. */
  managerReference?: string;
  manager?: ManagerTarget;
};
type UnknownColumn = z.infer<typeof importUnknownColumnSchema>;
type ColumnChoices = Record<string, ImportColumnChoice>;

const FIELDS = Object.keys(IMPORT_FIELD_LABELS) as Field[];
const REQUIRED_COLUMNS: Field[] = ['username', 'first_name', 'last_name'];
/** How far down the file the header row is looked for, under title rows (non-blank rows). */
const HEADER_SEARCH_ROWS = 10;
/** A row naming this many fields at least is a header; above it, only title rows. */
const HEADER_MIN_FIELDS = 2;
const DATE_FIELDS = ['birth_date', 'hire_date'] as const;
type DateField = (typeof DATE_FIELDS)[number];
/** A date written with slashes, as Excel writes a date in a CSV on a month-first (American) system. */
const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** Headers people write besides the API names and the form's labels. */
const MORE_HEADERS: Partial<Record<Field, string[]>> = {
  username: ['utilizator', 'user'],
  email: ['e-mail', 'mail', 'adresa de email'],
  address: ['adresa', 'domiciliu'],
  job_title: ['functia', 'post'],
  birth_place: ['loc nastere', 'nascut in'],
  workplace: ['loc de munca'],
  qualification: ['calificare', 'meserie'],
  staff_category: ['categorie', 'categoria', 'categorie personal'],
  manager: ['conducator', 'sef', 'sef direct', 'conducatorul locului de munca', 'manager'],
  is_workplace_manager: ['conducator al locului de munca', 'este conducator', 'este sef'],
  language: ['limba', 'limbă', 'language'],
};
/** How people write the workplace-manager mark; blank: not a manager. */
const MARK_WORDS: Record<string, boolean> = { da: true, x: true, nu: false, '': false };
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
/**
 * A language as people write it: its code, its Romanian or its English name (case and diacritics
 * aside). A blank cell is Romanian, as in the form.
 */
const LANGUAGE_BY_NAME = new Map(
  LANGUAGES.flatMap((language) =>
    [language, LANGUAGE_NAMES[language], LANGUAGE_ENGLISH_NAMES[language]].map(
      (name) => [normalizeWord(name), language] as const,
    ),
  ),
);
const CREATE_CONCURRENCY = 16;

type ImportOptions = {
  owner: OwnerPrincipal;
  companyId: string;
  file: UploadedFile | undefined;
  /** The owner's choice for each unrecognised column, by its header. */
  columns?: ColumnChoices | undefined;
};

/** The batch of the file's rows an import call creates, by spreadsheet row numbers (both included). */
type RowRange = { from: number; to: number };

/** Case, diacritics, spaces and punctuation do not matter in a header or a role. */
function normalizeWord(text: string): string {
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const FIELD_BY_HEADER = new Map(
  FIELDS.flatMap((field) =>
    [field, IMPORT_FIELD_LABELS[field], ...(MORE_HEADERS[field] ?? [])].map(
      (header) => [normalizeWord(header), field] as const,
    ),
  ),
);

function fileError(detail: string, field = 'file') {
  return badRequest(detail, { [field]: [detail] });
}

/** A column as the owner finds it in the file: by its header, or by its number when it has none. */
function describeColumn(column: UnknownColumn): string {
  return column.header || texts.importFile.columnNumber(String(column.column));
}

/** How many of a row's cells name a field. */
function countFieldHeaders(row: FileRow): number {
  return new Set(row.cells.map((cell) => FIELD_BY_HEADER.get(normalizeWord(cell))).filter(Boolean)).size;
}

/**
 * The header row: among the first rows, the one naming the most fields (at least
 * HEADER_MIN_FIELDS), so a title ("Lista angajaților, 2026") and blank rows above it are skipped;
 * else the first row, whose columns the owner is then asked about.
 */
function findHeaderRow(rows: FileRow[]): number {
  let best = 0;
  let bestCount = HEADER_MIN_FIELDS - 1;
  rows.slice(0, HEADER_SEARCH_ROWS).forEach((row, index) => {
    const count = countFieldHeaders(row);
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  });
  return best;
}

/**
 * Which column holds which field: by its header, else by the owner's choice for that header. A
 * header not recognised, a second column for a field, or cells beyond the header's last column,
 * are unknown columns; a column without a header and without a value holds nothing to lose.
 */
function mapColumns(header: string[], dataRows: FileRow[], choices: ColumnChoices) {
  const columns = new Map<Field, number>();
  const unknown: UnknownColumn[] = [];
  const width = Math.max(header.length, ...dataRows.map((row) => row.cells.length));
  for (let index = 0; index < width; index += 1) {
    const name = header[index] ?? '';
    const field = FIELD_BY_HEADER.get(normalizeWord(name));
    if (field && !columns.has(field)) {
      columns.set(field, index);
      continue;
    }
    if (name === '' && dataRows.every((row) => (row.cells[index] ?? '') === '')) continue;
    const choice = Object.hasOwn(choices, name) ? (choices[name] as ImportColumnChoice) : null;
    unknown.push({ column: index + 1, header: name, choice });
    if (choice === null || choice === IMPORT_COLUMN_IGNORED) continue;
    if (columns.has(choice)) {
      throw fileError(texts.importFile.fieldFromTwoColumns(IMPORT_FIELD_LABELS[choice]), 'columns');
    }
    columns.set(choice, index);
  }
  const missing = REQUIRED_COLUMNS.filter((field) => !columns.has(field));
  if (missing.length > 0) {
    const missingLabels = missing.map((field) => IMPORT_FIELD_LABELS[field]).join(', ');
    const unchosen = unknown.filter((column) => column.choice === null).map(describeColumn);
    throw fileError(
      unchosen.length > 0
        ? texts.importFile.missingColumnsBesideUnknown(missingLabels, unchosen.join(', '))
        : texts.userImport.missingColumns(missingLabels),
    );
  }
  return { columns, unknown };
}

/** A blank date is no date; anything else is an ISO or a Romanian date of a real day. */
function readDate(text: string): CalendarDateReading {
  return text === '' ? { date: '' } : readCalendarDate(text);
}

/**
 * A date column's proof that its slashed dates are written month first: a date such as
 * "4/23/1985", which only an American system writes. In such a column "3/4/1985" may be either
 * day, so it is refused rather than read as 3 April; elsewhere dates are day first, as in Romania.
 */
type MonthFirstEvidence = Partial<Record<DateField, string>>;

function findMonthFirstDates(rows: FileRow[], columns: Map<Field, number>): MonthFirstEvidence {
  const evidence: MonthFirstEvidence = {};
  for (const field of DATE_FIELDS) {
    const index = columns.get(field);
    if (index === undefined) continue;
    const example = rows
      .map((row) => row.cells[index] ?? '')
      .find((text) => {
        const parts = SLASH_DATE.exec(text);
        return parts !== null && Number(parts[1]) <= 12 && Number(parts[2]) > 12;
      });
    if (example) evidence[field] = example;
  }
  return evidence;
}

/** Whether a slashed date could be read with its day and month either way round. */
function isMonthFirstReading(text: string): boolean {
  const parts = SLASH_DATE.exec(text);
  return parts !== null && Number(parts[1]) <= 12 && Number(parts[1]) !== Number(parts[2]);
}

/**
 * The fields of people's own text, where a file saved without Romanian letters shows (`?`, `�`):
 * a name stored so would be wrong on every signed record.
 */
const TEXT_FIELDS: Field[] = [
  'first_name',
  'last_name',
  'job_title',
  'address',
  'birth_place',
  'workplace',
  'qualification',
];

function addError(errors: FieldErrors, field: string, message: string): void {
  errors[field] ??= [];
  if (!errors[field].includes(message)) errors[field].push(message);
}

function analyseRow(row: FileRow, columns: Map<Field, number>, monthFirst: MonthFirstEvidence): AnalysedRow {
  const cell = (field: Field) => {
    const index = columns.get(field);
    return index === undefined ? '' : (row.cells[index] ?? '');
  };
  const errors: FieldErrors = {};
  const role = cell('role') === '' ? 'employee' : ROLE_NAMES[normalizeWord(cell('role'))];
  if (!role) addError(errors, 'role', texts.userImport.roleInvalid);
  const dates = { birth_date: readDate(cell('birth_date')), hire_date: readDate(cell('hire_date')) };
  for (const field of DATE_FIELDS) {
    const example = monthFirst[field];
    if (example && isMonthFirstReading(cell(field))) {
      addError(errors, field, texts.importFile.dateMonthFirst(cell(field), example));
      dates[field] = { problem: 'format' };
      continue;
    }
    const reading = dates[field];
    if (reading.problem === 'format') addError(errors, field, texts.userImport.dateInvalid);
    if (reading.problem === 'nonexistent') addError(errors, field, texts.importFile.dateNonexistent);
  }
  for (const field of TEXT_FIELDS) {
    if (hasLostDiacritics(cell(field))) addError(errors, field, texts.importFile.lostDiacritics);
  }
  const isMarked = MARK_WORDS[normalizeWord(cell('is_workplace_manager'))];
  if (isMarked === undefined) {
    addError(errors, 'is_workplace_manager', texts.userImport.workplaceManagerMarkInvalid);
  }
  const parsed = companyUserFieldsSchema.safeParse({
    username: cell('username'),
    first_name: cell('first_name'),
    last_name: cell('last_name'),
    email: cell('email'),
    birth_date: dates.birth_date.date ?? '',
    hire_date: dates.hire_date.date ?? '',
    address: cell('address'),
    job_title: cell('job_title'),
    birth_place: cell('birth_place'),
    workplace: cell('workplace'),
    qualification: cell('qualification'),
    staff_category: STAFF_CATEGORY_NAMES[normalizeWord(cell('staff_category'))] ?? cell('staff_category'),
    language: LANGUAGE_BY_NAME.get(normalizeWord(cell('language'))) ?? cell('language'),
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
    birth_date: dates.birth_date.date || null,
    hire_date: dates.hire_date.date || null,
  };
  const member = { isWorkplaceManager: isMarked === true, managerReference: cell('manager').trim() };
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { ...view, ...member, status: 'invalid', errors };
  }
  return { ...view, ...member, status: 'new', errors: {}, fields: parsed.data };
}

/** A reference to a person as the manager cell may write it: no case, diacritics or punctuation. */
function referenceKeys(person: {
  username: string;
  email?: string | null;
  first_name: string;
  last_name: string;
}): string[] {
  return [
    person.username,
    person.email ?? '',
    `${person.last_name} ${person.first_name}`,
    `${person.first_name} ${person.last_name}`,
  ]
    .map(normalizeWord)
    .filter((key) => key !== '');
}

/**
 * Finds each row's direct manager (docs/domain.md, signers per phase) among the company's people
 * and the file's new rows, by username, e-mail or full name: an unknown, ambiguous or unfit one
 * (not an active admin, nor marked as workplace manager) is the row's error. A manager of the
 * file must be created in the same batch (`range`), or already be in the company.
 */
function resolveManagers(rows: AnalysedRow[], people: readonly UserRecord[], range?: RowRange) {
  type Candidate = { id: string; mayManage: boolean; target: ManagerTarget; inRange: boolean };
  const byKey = new Map<string, Candidate[]>();
  const add = (keys: string[], candidate: Candidate) => {
    for (const key of new Set(keys)) byKey.set(key, [...(byKey.get(key) ?? []), candidate]);
  };
  for (const person of people) {
    add(referenceKeys(person), {
      id: person.id,
      mayManage: isWorkplaceManager(person),
      target: { existingId: person.id },
      inRange: true,
    });
  }
  for (const row of rows) {
    if (row.status !== 'new' || !row.fields) continue;
    add(referenceKeys(row.fields), {
      id: `row:${row.row}`,
      mayManage: row.fields.role === 'admin' || row.isWorkplaceManager === true,
      target: { fileUsername: row.username },
      inRange: !range || (row.row >= range.from && row.row <= range.to),
    });
  }
  for (const row of rows) {
    const reference = row.managerReference ?? '';
    if (row.status === 'existing' || reference === '') continue;
    const found = [
      ...new Map((byKey.get(normalizeWord(reference)) ?? []).map((entry) => [entry.id, entry])).values(),
    ];
    const [candidate] = found;
    let problem: string | null = null;
    if (!candidate) problem = texts.userImport.managerUnknown(reference);
    else if (found.length > 1) problem = texts.userImport.managerAmbiguous(reference);
    else if (candidate.id === `row:${row.row}`) problem = texts.people.managerIsSelf;
    else if (!candidate.mayManage) problem = texts.userImport.managerCannotSign(reference);
    else if (!candidate.inRange) problem = texts.userImport.managerInLaterBatch(reference);
    if (problem === null && candidate) {
      row.manager = candidate.target;
      continue;
    }
    row.status = 'invalid';
    addError(row.errors, 'manager', problem ?? texts.userImport.managerUnknown(reference));
  }
}

/**
 * Reads and checks the file for one of the caller's companies: row by row, then usernames
 * repeated in the file, then usernames already in the company (skipped) or, within `range` when
 * one is given, taken elsewhere.
 */
async function analyseImport(options: ImportOptions, range?: RowRange) {
  const company = await getOwnCompany(options.owner, options.companyId);
  await requireTakenUsernameAnswersLeft(options.owner);
  if (!options.file) {
    throw badRequest(texts.userImport.chooseFile, { file: [texts.userImport.chooseFile] });
  }
  const { rows: fileRows, encoding } = await readUserFile(options.file);
  const [header, ...dataRows] = fileRows.slice(findHeaderRow(fileRows));
  if (!header || dataRows.length === 0) throw fileError(texts.userImport.noRows);
  if (dataRows.length > MAX_IMPORT_ROWS)
    throw fileError(texts.userImport.tooManyRows(String(MAX_IMPORT_ROWS)));
  const { columns, unknown } = mapColumns(header.cells, dataRows, options.columns ?? {});
  const monthFirst = findMonthFirstDates(dataRows, columns);
  const rows = dataRows.map((row) => analyseRow(row, columns, monthFirst));

  const seen = new Set<string>();
  for (const row of rows) {
    const username = toUsernameKey(row.username);
    if (row.status === 'new' && seen.has(username)) {
      row.status = 'invalid';
      addError(row.errors, 'username', texts.userImport.duplicateInFile);
    }
    seen.add(username);
  }

  const { users } = await listUsersOfCompany(company.id);
  const inCompany = new Set(users.map((user) => toUsernameKey(user.username)));
  const candidates = rows.filter(
    (row) => row.status === 'new' && (!range || (row.row >= range.from && row.row <= range.to)),
  );
  for (const row of candidates) {
    if (inCompany.has(toUsernameKey(row.username))) row.status = 'existing';
  }
  const takenElsewhere = await findUserIdsByUsernames(
    candidates.filter((row) => row.status === 'new').map((row) => row.username),
  );
  // Each row answered "taken" may tell of an account in another firm: the owner's allowance.
  await spendTakenUsernameAnswers(options.owner, takenElsewhere.size);
  for (const row of candidates) {
    if (row.status === 'new' && takenElsewhere.has(row.username)) {
      row.status = 'invalid';
      addError(row.errors, 'username', texts.people.usernameTaken);
    }
  }
  resolveManagers(rows, users, range);
  return { company, rows, people: users, encoding, headerRow: header.number, unknownColumns: unknown };
}

function toRowView({ fields, isWorkplaceManager, managerReference, manager, ...row }: AnalysedRow): RowView {
  return row;
}

export async function previewUserImport(options: ImportOptions) {
  const { rows, encoding, headerRow, unknownColumns } = await analyseImport(options);
  const count = (status: RowView['status']) => rows.filter((row) => row.status === status).length;
  return {
    rows: rows.map(toRowView),
    summary: { new: count('new'), existing: count('existing'), invalid: count('invalid') },
    encoding,
    header_row: headerRow,
    unknown_columns: unknownColumns,
  };
}

/** The created users' credentials for the owner to hand out, as Excel opens it. */
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
  return toSpreadsheetCsv([header, ...lines]);
}

/**
 * Hands the created people with an e-mail to the invitation job, and says how many. A hand-off
 * that fails is logged and answered as none: everyone created still has the temporary password
 * the owner downloads now.
 */
async function startInvitations(
  created: readonly UserRecord[],
  company: CompanyRecord,
  invitationJob: JobStarter<InvitationMailEvent>,
): Promise<number> {
  const invited = created.filter((user) => user.email).map((user) => user.id);
  if (invited.length === 0) return 0;
  try {
    await invitationJob.start({ company_id: company.id, user_ids: invited });
    return invited.length;
  } catch (error) {
    logger.error('invitation mail hand-off failed', { companyId: company.id, ...describeError(error) });
    return 0;
  }
}

/**
 * The people of the batch's existing rows the same import session created in a call whose answer
 * was lost (a gateway's timeout cut it off): still active and on the password they were created
 * with, so nobody has seen it. Each gets a new temporary password, as an owner's reset gives one
 * (the creation's invitation link stops working with the old password), and is answered as
 * created; a person changed meanwhile stays existing.
 */
async function recoverUnansweredPeople(options: {
  owner: OwnerPrincipal;
  company: CompanyRecord;
  rows: readonly AnalysedRow[];
  people: readonly UserRecord[];
  importSession: string;
  origin: RequestOrigin;
}) {
  const byUsername = new Map(options.people.map((person) => [toUsernameKey(person.username), person]));
  const unanswered = options.rows
    .map((row) => byUsername.get(toUsernameKey(row.username)) ?? null)
    .filter(
      (person): person is CompanyMember =>
        isCompanyMemberOf(person, options.company.firm_id) &&
        person.company_id === options.company.id &&
        person.import_session === options.importSession &&
        person.password_version === 1 &&
        !person.deactivated_at,
    );
  const recovered = await pMap(
    unanswered,
    async (person) => {
      const temporaryPassword = await giveTemporaryPassword({
        caller: options.owner,
        person,
        origin: options.origin,
      });
      return temporaryPassword === null ? null : { user: person, temporaryPassword };
    },
    { concurrency: CREATE_CONCURRENCY },
  );
  return recovered.filter((person) => person !== null);
}

/**
 * Creates the file's new valid rows (those of `range`, a batch the page sends, when given), each
 * with its username marker in one transaction, so a username taken meanwhile fails only its own
 * row. Existing usernames are left as they are, so a batch sent again creates no one twice. The
 * created people with an e-mail get their invitation from the invitation job, not from this call:
 * SES sends about 14 mails a second by default, so a batch's mails would outlast the API call.
 */
export async function importUsers(
  options: ImportOptions & {
    range?: Partial<RowRange> | undefined;
    /** The page's id of this run of the file (see recoverUnansweredPeople). */
    importSession?: string | undefined;
    origin: RequestOrigin;
    invitationJob: JobStarter<InvitationMailEvent>;
  },
) {
  const range = { from: options.range?.from ?? 1, to: options.range?.to ?? Number.MAX_SAFE_INTEGER };
  if (range.from > range.to) {
    throw badRequest(texts.userImport.rowRangeInvalid, { to_row: [texts.userImport.rowRangeInvalid] });
  }
  const analysed = await analyseImport(options, range);
  const { company, unknownColumns } = analysed;
  const rows = analysed.rows.filter((row) => row.row >= range.from && row.row <= range.to);
  const unchosen = unknownColumns.filter((column) => column.choice === null);
  if (unchosen.length > 0) {
    const headers = unchosen.map(describeColumn).join(', ');
    throw fileError(texts.importFile.unknownColumnsUnresolved(headers), 'columns');
  }
  // Resolved once for the whole call: every row gets the same new hires' courses.
  const { settings } = await readReenrolment(company);
  // A row is created once the file's row it names as manager is (docs/domain.md, signers per
  // phase): in waves, each of the rows whose manager is in the company or already created.
  const createdIds = new Map<string, string>();
  const fileManagerOf = (row: AnalysedRow) =>
    row.manager && 'fileUsername' in row.manager ? row.manager.fileUsername : null;
  const create = async (row: AnalysedRow) => {
    const member = await buildCompanyMember(row.fields as CompanyUserFields, company);
    const fileManager = fileManagerOf(row);
    const managerId =
      row.manager && 'existingId' in row.manager ? row.manager.existingId : createdIds.get(fileManager ?? '');
    if (fileManager !== null && managerId === undefined) {
      return { row, ...member, outcome: 'manager-missing' as const, leftOut: [] };
    }
    member.user.manager_id = managerId ?? null;
    member.user.is_workplace_manager = row.isWorkplaceManager === true;
    if (options.importSession) member.user.import_session = options.importSession;
    const { outcome, leftOut } = await createCompanyMember({
      user: member.user,
      company,
      settings,
      assignedBy: options.owner.user.id,
    });
    if (outcome === 'created') createdIds.set(row.username, member.user.id);
    return { row, ...member, outcome, leftOut };
  };
  const attempts: Awaited<ReturnType<typeof create>>[] = [];
  let waiting = rows.filter((row) => row.status === 'new');
  while (waiting.length > 0) {
    const waitingNames = new Set(waiting.map((row) => row.username));
    const ready = waiting.filter((row) => !waitingNames.has(fileManagerOf(row) ?? ''));
    // Rows naming each other in a circle have no first: they fail as having no manager.
    const wave = ready.length > 0 ? ready : waiting;
    attempts.push(...(await pMap(wave, create, { concurrency: CREATE_CONCURRENCY })));
    waiting = waiting.filter((row) => !wave.includes(row));
  }
  const recovered = options.importSession
    ? await recoverUnansweredPeople({
        owner: options.owner,
        company,
        rows: rows.filter((row) => row.status === 'existing'),
        people: analysed.people,
        importSession: options.importSession,
        origin: options.origin,
      })
    : [];
  const recoveredKeys = new Set(recovered.map(({ user }) => user.username_key));
  const created = attempts.filter((attempt) => attempt.outcome === 'created');
  const answered = [...created, ...recovered];
  const leftOut = importLeftOutCourses(created.map((attempt) => attempt.leftOut));
  if (created.length > 0) {
    await refreshTrainingStatus({
      companyId: company.id,
      workers: { written: created.map(({ user }) => user) },
    });
  }
  for (const { row, outcome } of attempts) {
    if (outcome === 'created') continue;
    row.status = 'invalid';
    if (outcome === 'manager-missing') {
      addError(row.errors, 'manager', texts.userImport.managerNotCreated(row.managerReference ?? ''));
      continue;
    }
    addError(
      row.errors,
      'username',
      outcome === 'username-taken' ? texts.people.usernameTaken : texts.companies.notFound,
    );
  }
  return {
    created: answered.map(({ user, temporaryPassword }) => ({
      ...toCompanyUserView(user),
      temporary_password: temporaryPassword,
    })),
    existing: rows
      .filter((row) => row.status === 'existing' && !recoveredKeys.has(toUsernameKey(row.username)))
      .map((row) => row.username),
    recovered: recovered.map(({ user }) => user.username),
    invalid: rows.filter((row) => row.status === 'invalid').map(toRowView),
    credentials_csv: buildCredentialsCsv(answered),
    invitations: await startInvitations(
      answered.map(({ user }) => user),
      company,
      options.invitationJob,
    ),
    new_hire_courses_left_out: leftOut.courses,
    new_hire_courses_notice: leftOut.notice,
  };
}
