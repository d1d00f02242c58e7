import { type CourseCategory, type CourseSubcategory, toBucharestDate } from '@ssm/shared';
import { readSheet } from 'read-excel-file/node';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendTrainingMarks, trainingMark, type UserRecord } from '../../src/accounts/data/users';
import { getMailer } from '../../src/platform/mailer';
import { updateItem } from '../../src/platform/table';
import { keys } from '../../src/platform/table-keys';
import { refreshTrainingStatus } from '../../src/training-status/domain/training-status';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { buildCompany, buildFirm, buildUser, tokenFor, uniqueName } from '../support/builders';
import { assign, buildCourse } from '../support/course-builders';
import { useTestGateway } from '../support/gateway';

/*
 * The firm's workers (docs/training-status.md, "The firm's workers"): every worker of every
 * client company from the companies' rosters, most urgent first, filtered by the server, with
 * the counts per status and per company, in one Query of the firm's rosters.
 */

const api = useTestGateway();
const DAY_MS = 86_400_000;

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  company_name: string;
  domain: CourseCategory;
  phase: CourseSubcategory | null;
  missing_data: boolean;
  status: string;
  due_date: string | null;
  days_remaining: number | null;
};
type Answer = {
  total: number;
  page: number;
  page_count: number;
  counts: Record<string, number>;
  companies: { id: string; name: string; workers: number; overdue: number }[];
  workers: Row[];
};

const dayBefore = (days: number) => toBucharestDate(new Date(Date.now() - days * DAY_MS));

/** Everything the fișă prints besides the hiring date: a worker with it misses nothing. */
const FULL_SHEET_DATA: Partial<UserRecord> = {
  birth_date: '1985-03-04',
  birth_place: 'Brașov',
  address: 'Str. Lungă 1, Brașov',
  qualification: 'Zidar',
  job_title: 'Zidar',
  workplace: 'Șantier',
};

function buildWorker(
  firmId: string,
  companyId: string,
  lastName: string,
  hiredDaysAgo = 400,
  data: Partial<UserRecord> = {},
) {
  return buildUser(
    { role: 'employee', firmId, companyId },
    {
      username: uniqueName('muncitor'),
      first_name: 'Ion',
      last_name: lastName,
      hire_date: dayBefore(hiredDaysAgo),
      staff_category: 'muncitor',
      ...data,
    },
  );
}

/** Both initial trainings of the domains given on paper `daysAgo` days ago. */
async function train(worker: UserRecord, daysAgo: number, domains: CourseCategory[] = ['SSM', 'PSI-SU']) {
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  const phases: CourseSubcategory[] = ['introductive', 'loc_munca'];
  expect(
    await appendTrainingMarks(
      worker.id,
      domains.flatMap((domain) => phases.map((phase) => trainingMark(domain, phase, at))),
    ),
  ).toBe(true);
}

let owner: UserRecord;
let north: { id: string; name: string };
let south: { id: string; name: string };
let people: Record<'onTime' | 'dueSoon' | 'overdue' | 'untrained' | 'psiOverdue', UserRecord>;

/** The caller's own GetItem and one Query of the firm's rosters; a course filter adds its assignments' Query. */
async function list(query = '', calls = 2): Promise<Answer> {
  const answer = await api.get<Answer>(`/api/workers/${query}`, await tokenFor(owner));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-dynamodb-scans')).toBe('0');
  expect(Number(answer.headers.get('x-dynamodb-calls'))).toBeLessThanOrEqual(calls);
  return answer.body;
}

beforeAll(async () => {
  const firm = await buildFirm();
  north = await buildCompany(firm.id, { name: uniqueName('Nord') });
  south = await buildCompany(firm.id, { name: uniqueName('Sud') });
  owner = await buildUser({ role: 'owner', firmId: firm.id });
  people = {
    onTime: await buildWorker(firm.id, north.id, 'Albu', 400, FULL_SHEET_DATA),
    dueSoon: await buildWorker(firm.id, north.id, 'Bran'),
    overdue: await buildWorker(firm.id, south.id, 'Cozma'),
    untrained: await buildWorker(firm.id, south.id, 'Dinu', 3),
    psiOverdue: await buildWorker(firm.id, north.id, 'Ene'),
  };
  await train(people.onTime, 10);
  // Trained 175 days ago: the periodic training falls due six months later, in about a week.
  await train(people.dueSoon, 175);
  await train(people.overdue, 200);
  await train(people.psiOverdue, 10, ['SSM']);
  await train(people.psiOverdue, 250, ['PSI-SU']);
  await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });
});

describe('GET /api/workers/', () => {
  it('lists every worker of every company, most urgent first, with the counts per status', async () => {
    const answer = await list();

    expect(answer.workers.map((row) => row.last_name)).toEqual(['Dinu', 'Ene', 'Cozma', 'Bran', 'Albu']);
    expect(answer.counts).toEqual({ on_time: 1, due_soon: 1, overdue: 2, untrained: 1 });
    expect(answer).toMatchObject({ total: 5, page: 1, page_count: 1 });
    expect(answer.workers[1]).toMatchObject({
      company_name: north.name,
      domain: 'PSI-SU',
      status: 'overdue',
    });
    expect(answer.workers[0]?.days_remaining).toBe(-3);
  });

  it('answers "who is overdue, where": the overdue workers and their companies', async () => {
    const answer = await list('?status=overdue');

    expect(answer.workers.map((row) => row.last_name)).toEqual(['Ene', 'Cozma']);
    expect(answer.companies).toEqual(
      [
        { id: north.id, name: north.name, workers: 1, overdue: 1 },
        { id: south.id, name: south.name, workers: 1, overdue: 1 },
      ].sort((a, b) => a.name.localeCompare(b.name, 'ro')),
    );
    // The counts are of the filter without its status: what each status would give.
    expect(answer.counts).toEqual({ on_time: 1, due_soon: 1, overdue: 2, untrained: 1 });
  });

  it('filters by domain, company, due date and name', async () => {
    expect((await list('?domain=SSM&status=overdue')).workers.map((row) => row.last_name)).toEqual(['Cozma']);
    expect((await list(`?company=${north.id}`)).workers.map((row) => row.last_name)).toEqual([
      'Ene',
      'Bran',
      'Albu',
    ]);
    expect((await list('?due_within_days=30')).workers.map((row) => row.last_name)).toEqual([
      'Dinu',
      'Ene',
      'Cozma',
      'Bran',
    ]);
    expect((await list('?search=ion%20ene')).workers.map((row) => row.last_name)).toEqual(['Ene']);
    expect((await list('?search=COZMĂ')).total).toBe(1);
    expect((await list('?search=popescu')).workers).toEqual([]);
  });

  it('filters by the phase due, by missing fișă data and by an assigned course', async () => {
    expect((await list('?phase=introductive')).workers.map((row) => row.last_name)).toEqual(['Dinu']);
    expect((await list('?phase=periodica&domain=PSI-SU&status=overdue')).workers).toMatchObject([
      { last_name: 'Ene', phase: 'periodica' },
      { last_name: 'Cozma', phase: 'periodica' },
    ]);
    const missing = await list('?missing_data=true');
    expect(missing.workers.map((row) => row.last_name)).toEqual(['Dinu', 'Ene', 'Cozma', 'Bran']);
    expect(missing.workers.every((row) => row.missing_data)).toBe(true);

    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: north.id, userId: people.dueSoon.id });
    await assign(owner, course.id, { companyId: south.id });
    const assigned = await list(`?course=${course.id}`, 3);
    expect(assigned.workers.map((row) => row.last_name)).toEqual(['Dinu', 'Cozma', 'Bran']);
    expect((await list(`?course=${course.id}&company=${north.id}`, 3)).total).toBe(1);
    // Another firm's course reaches nobody here.
    const stranger = await buildUser({ role: 'owner', firmId: (await buildFirm()).id });
    expect((await list(`?course=${(await buildCourse(stranger)).id}`, 3)).total).toBe(0);
  });

  it("filters by the worker's direct manager, and another firm's manager finds nobody", async () => {
    const manager = people.onTime;
    for (const worker of [people.dueSoon, people.psiOverdue]) {
      await updateItem({
        Key: keys.user(worker.id),
        UpdateExpression: 'SET manager_id = :manager',
        ExpressionAttributeValues: { ':manager': manager.id },
      });
    }

    // The manager's GetItem and a Query of their company's people join the list's two calls.
    const managed = await list(`?manager=${manager.id}`, 4);
    expect(managed.workers.map((row) => row.last_name)).toEqual(['Ene', 'Bran']);
    expect(managed.counts).toEqual({ on_time: 0, due_soon: 1, overdue: 1, untrained: 0 });
    expect(
      (await list(`?manager=${manager.id}&status=overdue`, 4)).workers.map((row) => row.last_name),
    ).toEqual(['Ene']);
    const exported = await api.get<{ csv: string }>(
      `/api/workers/export/?manager=${manager.id}`,
      await tokenFor(owner),
    );
    expect(exported.status).toBe(200);
    const exportedNames = exported.body.csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';')[0]);
    expect(exportedNames).toEqual(['Ene', 'Bran']);

    const otherFirm = await buildFirm();
    const otherCompany = await buildCompany(otherFirm.id);
    const stranger = await buildUser(
      { role: 'admin', firmId: otherFirm.id, companyId: otherCompany.id },
      { username: uniqueName('sef') },
    );
    await buildWorker(otherFirm.id, otherCompany.id, 'Străinu', 400, { manager_id: stranger.id });
    expect((await list(`?manager=${stranger.id}`, 3)).total).toBe(0);
    expect((await list(`?manager=${people.overdue.id}`, 4)).total).toBe(0);
  });

  it('shows a worker an event adds at once, without waiting for the daily job', async () => {
    const added = await buildWorker(owner.firm_id as string, south.id, 'Florea', 1);
    await refreshTrainingStatus({ companyId: south.id, workers: { written: [added] } });

    const answer = await list(`?company=${south.id}&status=untrained`);

    expect(answer.workers.map((row) => row.last_name)).toEqual(['Dinu', 'Florea']);
  });

  it('refuses a filter it does not know, with a Romanian reason', async () => {
    const answer = await api.get<{ detail: string }>('/api/workers/?status=rosu', await tokenFor(owner));

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/filtru|valid/i);
    const days = await api.get<{ detail: string }>('/api/workers/?due_within_days=-1', await tokenFor(owner));
    expect(days.status).toBe(400);
  });
});

describe('GET /api/workers/export/', () => {
  it('hands the filtered workers over as a spreadsheet, most urgent first', async () => {
    const answer = await api.get<{ file_name: string; csv: string }>(
      '/api/workers/export/?status=overdue',
      await tokenFor(owner),
    );

    expect(answer.status).toBe(200);
    expect(answer.body.file_name).toMatch(/^lucratori-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = answer.body.csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nume;Prenume;Companie;Domeniu;Etapa;Stare;Termen;Zile rămase;SSM;PSI-SU;Date lipsă în fișă',
    );
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['Ene', 'Cozma']);
    expect(lines[1]).toContain(`;${north.name};PSI-SU;Instruire periodică;Expirat;`);
    expect(lines[1]).toMatch(/;da$/);
  });

  it('hands them over as an XLSX workbook that a spreadsheet program opens', async () => {
    const answer = await api.get<{ file_name: string; xlsx_base64: string }>(
      '/api/workers/export/?status=overdue&format=xlsx',
      await tokenFor(owner),
    );

    expect(answer.status).toBe(200);
    expect(answer.body.file_name).toMatch(/^lucratori-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await readSheet(Buffer.from(answer.body.xlsx_base64, 'base64'));
    expect(rows[0]?.slice(0, 5)).toEqual(['Nume', 'Prenume', 'Companie', 'Domeniu', 'Etapa']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Ene', 'Cozma']);
    expect(rows[1]?.[2]).toBe(north.name);
  });

  it('refuses a format it does not know', async () => {
    const answer = await api.get<{ detail: string }>(
      '/api/workers/export/?format=pdf',
      await tokenFor(owner),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/filtru/i);
  });
});

describe("GET /api/workers/plan/, the month's plan", () => {
  it("lists per client what falls due in the month, and prints one client's plan", async () => {
    const bran = (await list(`?company=${north.id}`)).workers.find((row) => row.last_name === 'Bran');
    const month = (bran?.due_date ?? '').slice(0, 7);
    const token = await tokenFor(owner);

    const plan = await api.get<{
      month: string;
      companies: { id: string; items: { last_name: string; domain: string; phase: string }[] }[];
    }>(`/api/workers/plan/?month=${month}`, token);

    expect(plan.status).toBe(200);
    const northPlan = plan.body.companies.find((company) => company.id === north.id);
    expect(northPlan?.items.filter((item) => item.last_name === 'Bran')).toMatchObject([
      { domain: 'SSM', phase: 'periodica' },
      { domain: 'PSI-SU', phase: 'periodica' },
    ]);
    const pdf = await api.get<{ file_name: string; pdf_base64: string }>(
      `/api/workers/plan/pdf/?month=${month}&company=${north.id}`,
      token,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.body.file_name).toMatch(new RegExp(`^plan-${month}-.+\\.pdf$`));
    const document = await getDocumentProxy(new Uint8Array(Buffer.from(pdf.body.pdf_base64, 'base64')));
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain(north.name);
    expect(text).toContain('Bran Ion');
    expect(text).toContain('Instruire periodică');
  });

  it('refuses a month that is not YYYY-MM, and a PDF without a company', async () => {
    const token = await tokenFor(owner);
    const month = await api.get<{ detail: string }>('/api/workers/plan/?month=2026-13', token);
    const company = await api.get<{ detail: string }>('/api/workers/plan/pdf/?month=2026-12', token);

    expect([month.status, company.status]).toEqual([400, 400]);
    expect(month.body.detail).toMatch(/AAAA-LL/);
    expect(company.body.detail).toMatch(/compania/);
  });
});
