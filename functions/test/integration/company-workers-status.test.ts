import {
  type CourseCategory,
  type CourseSubcategory,
  daysBetween,
  toBucharestDate,
  type WorkerTrainingStatus,
} from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { appendTrainingMarks, trainingMark, type UserRecord } from '../../src/accounts/data/users';
import { getMailer } from '../../src/platform/mailer';
import { getTrainingStatus } from '../../src/training-status/data/training-status';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { buildCompany, buildFirm, buildUser, tokenFor, uniqueName } from '../support/builders';
import { assign, buildCourse } from '../support/course-builders';
import { buildDocument, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

/*
 * The company's status on the owner's page is its most urgent worker's, with the count of people
 * per status (docs/training-status.md, "The company's workers on the owner's page"): written by
 * the daily job and refreshed by the events that change a worker's status.
 */

const api = useTestGateway();
const PATH = '/api/companies/training-status/';
const DAY_MS = 86_400_000;

type Counts = Record<WorkerTrainingStatus, number>;
type StatusItem = {
  id: string;
  last_allocation_date: string | null;
  next_due_date: string | null;
  status: 'green' | 'yellow' | 'red' | null;
  status_label: string | null;
  days_remaining: number | null;
  worker_status: WorkerTrainingStatus | null;
  workers: Counts | null;
};

const INITIAL_PHASES: CourseSubcategory[] = ['introductive', 'loc_munca'];
const DOMAINS: CourseCategory[] = ['SSM', 'PSI-SU'];

function counts(partial: Partial<Counts>): Counts {
  return { on_time: 0, due_soon: 0, overdue: 0, untrained: 0, ...partial };
}

/** The calendar day in Bucharest `days` before now (negative: after). */
function dayBefore(days: number): string {
  return toBucharestDate(new Date(Date.now() - days * DAY_MS));
}

async function buildCompanyAlone() {
  const firm = await buildFirm();
  const company = await buildCompany(firm.id);
  const owner = await buildUser({ role: 'owner', firmId: firm.id });
  return { firm, company, owner };
}

/** A muncitor of the company, hired `hiredDaysAgo` days ago. */
function buildWorker(companyId: string, firmId: string, hiredDaysAgo = 400) {
  return buildUser(
    { role: 'employee', firmId, companyId },
    { username: uniqueName('muncitor'), hire_date: dayBefore(hiredDaysAgo), staff_category: 'muncitor' },
  );
}

/** Both initial trainings of both domains, given on paper `daysAgo` days ago. */
async function trainInitially(worker: UserRecord, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  const marks = DOMAINS.flatMap((domain) => INITIAL_PHASES.map((phase) => trainingMark(domain, phase, at)));
  expect(await appendTrainingMarks(worker.id, marks)).toBe(true);
}

async function itemOf(owner: UserRecord, companyId: string): Promise<StatusItem> {
  const answer = await api.get<StatusItem[]>(PATH, await tokenFor(owner));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-dynamodb-scans')).toBe('0');
  expect(Number(answer.headers.get('x-dynamodb-calls'))).toBeLessThanOrEqual(2);
  return answer.body.find((item) => item.id === companyId) as StatusItem;
}

describe('the daily job', () => {
  it('stores the count of people per status and shows the most urgent worker as the company', async () => {
    const { firm, company, owner } = await buildCompanyAlone();
    const onTime = await buildWorker(company.id, firm.id);
    await trainInitially(onTime, 10);
    const overdue = await buildWorker(company.id, firm.id);
    await trainInitially(overdue, 200);
    await buildWorker(company.id, firm.id, 3);

    const summary = await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });

    expect(summary.companies).toBe(1);
    expect(await getTrainingStatus(company.id)).toMatchObject({
      workers_on_time: 1,
      workers_due_soon: 0,
      workers_overdue: 1,
      workers_untrained: 1,
      workers_status: 'untrained',
      workers_due_date: dayBefore(3),
    });
    expect(await itemOf(owner, company.id)).toMatchObject({
      status: 'red',
      status_label: 'Neinstruit',
      worker_status: 'untrained',
      next_due_date: dayBefore(3),
      days_remaining: -3,
      workers: counts({ on_time: 1, overdue: 1, untrained: 1 }),
    });
  });

  it('shows a company without workers as unknown (grey)', async () => {
    const { firm, company, owner } = await buildCompanyAlone();

    await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });

    expect(await itemOf(owner, company.id)).toMatchObject({
      status: null,
      status_label: null,
      worker_status: null,
      next_due_date: null,
      days_remaining: null,
      workers: counts({}),
    });
  });

  it("moves the most urgent worker's days to today, while the counts stay as of the job's run", async () => {
    const { firm, company, owner } = await buildCompanyAlone();
    const worker = await buildWorker(company.id, firm.id);
    // Trained 172 days ago: the periodic training falls due 6 months later, in about 10 days.
    await trainInitially(worker, 172);
    const aMonthAgo = new Date(Date.now() - 30 * DAY_MS);
    await runTrainingStatusJob({ now: aMonthAgo, firms: [firm], mailer: getMailer() });
    const stored = await getTrainingStatus(company.id);
    expect(stored).toMatchObject({ workers_status: 'on_time', workers_on_time: 1 });

    const item = await itemOf(owner, company.id);

    const dueDate = stored?.workers_due_date as string;
    expect(item).toMatchObject({
      next_due_date: dueDate,
      days_remaining: daysBetween(toBucharestDate(new Date()), dueDate),
      status: 'yellow',
      worker_status: 'due_soon',
      status_label: 'Expiră curând',
      workers: counts({ on_time: 1 }),
    });
  });
});

describe('the events that change the workers’ count', () => {
  it('a company whose periodic course was allocated while nobody was trained is red, not green', async () => {
    const { firm, company, owner } = await buildCompanyAlone();
    await buildWorker(company.id, firm.id, 20);
    const course = await buildCourse(owner, { subcategory: 'periodica' });

    await assign(owner, course.id, { companyId: company.id });

    expect(await itemOf(owner, company.id)).toMatchObject({
      last_allocation_date: toBucharestDate(new Date()),
      status: 'red',
      worker_status: 'untrained',
      workers: counts({ untrained: 1 }),
    });
  });

  it("a trainee's signatures move them from untrained to on time at once", async () => {
    const { firm, company, owner } = await buildCompanyAlone();
    const worker = await buildWorker(company.id, firm.id);
    await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });
    expect(await itemOf(owner, company.id)).toMatchObject({ workers: counts({ untrained: 1 }) });

    for (const category of DOMAINS) {
      for (const subcategory of INITIAL_PHASES) {
        const record = await buildDocument(worker, {
          course_category: category,
          course_subcategory: subcategory,
        });
        await signAsTrainee(api, worker, record.id);
      }
    }

    expect(await itemOf(owner, company.id)).toMatchObject({
      status: 'green',
      status_label: 'În termen',
      worker_status: 'on_time',
      workers: counts({ on_time: 1 }),
    });
  });

  it('a worker added through the API is counted at once, and no longer once deleted', async () => {
    const { firm, company, owner } = await buildCompanyAlone();
    const trained = await buildWorker(company.id, firm.id);
    await trainInitially(trained, 10);
    await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });
    const token = await tokenFor(owner);
    expect(await itemOf(owner, company.id)).toMatchObject({ status: 'green' });

    const created = await api.post<{ id: string }>(
      '/api/users/create/',
      {
        username: uniqueName('angajat.nou'),
        email: `${uniqueName('angajat.nou')}@example.ro`,
        first_name: 'Ion',
        last_name: 'Popescu',
        hire_date: dayBefore(-7),
        role: 'employee',
        company: company.id,
      },
      token,
    );

    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await itemOf(owner, company.id)).toMatchObject({
      status: 'red',
      worker_status: 'untrained',
      next_due_date: dayBefore(-7),
      days_remaining: 7,
      workers: counts({ on_time: 1, untrained: 1 }),
    });

    const deleted = await api.del(`/api/delete-user/${created.body.id}/`, token);

    expect(deleted.status).toBe(200);
    expect(await itemOf(owner, company.id)).toMatchObject({
      status: 'green',
      workers: counts({ on_time: 1 }),
    });
  });

  it("a training event recorded for a worker makes the company's status theirs at once", async () => {
    const { firm, company, owner } = await buildCompanyAlone();
    const worker = await buildWorker(company.id, firm.id);
    await trainInitially(worker, 10);
    await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });

    const recorded = await api.post(
      `/api/companies/${company.id}/training-events/`,
      { user_id: worker.id, kind: 'absence_return', date: dayBefore(3), categories: ['SSM'] },
      await tokenFor(owner),
    );

    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(await itemOf(owner, company.id)).toMatchObject({
      status: 'red',
      status_label: 'Expirat',
      worker_status: 'overdue',
      days_remaining: -3,
      workers: counts({ overdue: 1 }),
    });
  });

  it("changing the company's warning threshold reclassifies its workers at once", async () => {
    const { firm, company, owner } = await buildCompanyAlone();
    const worker = await buildWorker(company.id, firm.id);
    // Trained 172 days ago: due in about 10 days, within the default 30.
    await trainInitially(worker, 172);
    await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });
    expect(await itemOf(owner, company.id)).toMatchObject({ workers: counts({ due_soon: 1 }) });

    const answer = await api.request('PUT', `/api/companies/${company.id}/training-settings/`, {
      body: { warning_days: 5, shorter_interval_months: null },
      token: await tokenFor(owner),
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await itemOf(owner, company.id)).toMatchObject({
      status: 'green',
      worker_status: 'on_time',
      workers: counts({ on_time: 1 }),
    });
  });
});
