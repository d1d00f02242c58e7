import { computeTrainingStatus, toBucharestDate } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { assignCourse } from '../../src/assignments/data/assignments';
import type { CompanyRecord } from '../../src/companies/data/companies';
import { quizAttemptsWrite } from '../../src/learning/data/quiz-attempts';
import { putQuizResultWith } from '../../src/learning/data/quiz-results';
import {
  buildPeriodicAssignment,
  buildQuizAttempt,
  buildQuizAttempts,
  traineeOf,
} from '../../src/local/builders';
import { newId } from '../../src/platform/ids';
import { getMailer } from '../../src/platform/mailer';
import {
  getTrainingStatus,
  listTrainingStatusesOfFirm,
  putTrainingStatuses,
  type TrainingStatusRecord,
} from '../../src/training-status/data/training-status';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { buildCompany, buildFirm, buildTenant, buildUser, tokenFor, uniqueRegCom } from '../support/builders';
import { assign, buildCourse, takeQuiz } from '../support/course-builders';
import { type ApiAnswer, useTestGateway } from '../support/gateway';
import { readMailsTo } from '../support/outbox';

const api = useTestGateway();
const PATH = '/api/companies/training-status/';
const DAY_MS = 86_400_000;

type StatusItem = {
  id: string;
  company_name: string;
  last_allocation_date: string | null;
  last_training_date: string | null;
  next_due_date: string | null;
  frequency: number;
  status: 'green' | 'yellow' | 'red' | null;
  status_label: string | null;
  days_remaining: number | null;
  worker_status: string | null;
  workers: Record<string, number> | null;
};

const NOBODY = { on_time: 0, due_soon: 0, overdue: 0, untrained: 0 };
/** The figures of a company without workers: its status is theirs, so none (grey). */
const WITHOUT_WORKERS = {
  next_due_date: null,
  status: null,
  status_label: null,
  days_remaining: null,
  worker_status: null,
  workers: NOBODY,
};

/** The periodic course's figures the page keeps from the company rule. */
function periodicFigures(input: Parameters<typeof computeTrainingStatus>[0]) {
  const { last_allocation_date, last_training_date, frequency } = computeTrainingStatus(input);
  return { last_allocation_date, last_training_date, frequency };
}

/** Every request here is one authentication read and one Query, never a Scan. */
function expectOneQuery<T>(answer: ApiAnswer<T>): ApiAnswer<T> {
  expect(answer.headers.get('x-dynamodb-scans')).toBe('0');
  expect(Number(answer.headers.get('x-dynamodb-calls'))).toBeLessThanOrEqual(2);
  return answer;
}

async function listStatuses(owner: UserRecord): Promise<StatusItem[]> {
  const answer = expectOneQuery(await api.get<StatusItem[]>(PATH, await tokenFor(owner)));
  expect(answer.status).toBe(200);
  return answer.body;
}

/** An instant `days` before now (negative: after). */
function daysAgo(days: number, from = new Date()): string {
  return new Date(from.getTime() - days * DAY_MS).toISOString();
}

/** A periodic allocation made at `assignedAt`, written as the assignment route writes it, without its event. */
async function allocateBackdated(options: {
  owner: UserRecord;
  company: CompanyRecord;
  courseId: string;
  assignedAt: string;
}) {
  await assignCourse({
    assignment: buildPeriodicAssignment({
      courseId: options.courseId,
      company: options.company,
      ownerId: options.owner.id,
      assignedAt: options.assignedAt,
    }),
    allocationId: newId(),
  });
}

/** A passed periodic quiz completed at `completedAt`, as the quiz route stores it, without its event. */
async function completeBackdated(trainee: UserRecord, completedAt: string) {
  const result = buildQuizAttempt({ trainee: traineeOf(trainee), at: completedAt });
  await putQuizResultWith(result, quizAttemptsWrite(buildQuizAttempts(trainee, [result])));
}

describe('GET /api/companies/training-status/', () => {
  it("answers the caller's firm's companies by name, with the periodic course's dates, in one Query", async () => {
    const { owner, firm } = await buildTenant();
    const token = await tokenFor(owner);
    const created = await api.post<{ id: string }>(
      '/api/companies/',
      {
        name: 'Zidăria Brașov SRL',
        registration_number: uniqueRegCom(),
        address: 'Str. Lungă nr. 1, Brașov',
      },
      token,
    );
    const other = await api.post<{ id: string }>(
      '/api/companies/',
      {
        name: 'Apele Argeșului SA',
        registration_number: uniqueRegCom(),
        address: 'Bd. Republicii nr. 2, Pitești',
        training_frequency_months: 12,
      },
      token,
    );
    const course = await buildCourse(owner, { subcategory: 'periodica' });
    const assigned = await assign(owner, course.id, { companyId: other.body.id });

    const items = await listStatuses(owner);

    expect(items).toEqual([
      {
        id: other.body.id,
        company_name: 'Apele Argeșului SA',
        ...periodicFigures({
          frequencyMonths: 12,
          lastAllocationAt: assigned.assigned_at,
          lastTrainingAt: null,
          now: new Date(),
        }),
        ...WITHOUT_WORKERS,
      },
      {
        id: created.body.id,
        company_name: 'Zidăria Brașov SRL',
        last_allocation_date: null,
        last_training_date: null,
        frequency: 6,
        ...WITHOUT_WORKERS,
      },
    ]);
    expect(items[0]?.last_allocation_date).toBe(toBucharestDate(new Date(assigned.assigned_at)));
    expect((await listTrainingStatusesOfFirm(firm.id)).map((record) => record.company_id).sort()).toEqual(
      [created.body.id, other.body.id].sort(),
    );
  });

  it("never shows a company to another firm's owner", async () => {
    const tenant = await buildTenant();
    const other = await buildTenant();
    await runTrainingStatusJob({ now: new Date(), firms: [tenant.firm, other.firm], mailer: getMailer() });

    const seenByOther = await listStatuses(other.owner);
    const seenByOwner = await listStatuses(tenant.owner);

    expect(seenByOther.map((item) => item.id)).toEqual([other.company.id]);
    expect(seenByOwner.map((item) => item.id)).toEqual([tenant.company.id]);
  });

  it('refuses admins, employees and the super owner with 403', async () => {
    const { admin, employee } = await buildTenant();
    const superowner = await buildUser({ role: 'superowner' });

    for (const user of [admin, employee, superowner]) {
      const answer = await api.get(PATH, await tokenFor(user));
      expect(answer.status, user.role).toBe(403);
    }
  });

  it("recomputes the periodic course's dates for today from the stored instants, whatever day the job's figures were for", async () => {
    const { owner, firm, company } = await buildTenant();
    const course = await buildCourse(owner, { subcategory: 'periodica', withQuiz: false });
    const assignedAt = daysAgo(100);
    await allocateBackdated({ owner, company, courseId: course.id, assignedAt });
    const aMonthAgo = new Date(Date.now() - 30 * DAY_MS);
    await runTrainingStatusJob({ now: aMonthAgo, firms: [firm], mailer: getMailer() });

    const [item] = await listStatuses(owner);

    expect((await getTrainingStatus(company.id))?.days_remaining).toBe(
      computeTrainingStatus({
        frequencyMonths: 6,
        lastAllocationAt: assignedAt,
        lastTrainingAt: null,
        now: aMonthAgo,
      }).days_remaining,
    );
    expect(item).toMatchObject(
      periodicFigures({
        frequencyMonths: 6,
        lastAllocationAt: assignedAt,
        lastTrainingAt: null,
        now: new Date(),
      }),
    );
  });
});

describe('the events that change a company’s figures', () => {
  it('creating a company through the API gives it a grey item', async () => {
    const { owner } = await buildTenant();

    const created = await api.post<{ id: string }>(
      '/api/companies/',
      {
        name: 'Ferma Bărăgan SRL',
        registration_number: uniqueRegCom(),
        address: 'Str. Câmpului nr. 3, Slobozia',
      },
      await tokenFor(owner),
    );

    expect(await getTrainingStatus(created.body.id)).toMatchObject({
      company_name: 'Ferma Bărăgan SRL',
      frequency: 6,
      status: null,
      last_allocation_at: null,
    });
  });

  it('a new periodic assignment to the company moves the allocation date at once', async () => {
    const { owner, firm, company } = await buildTenant();
    const course = await buildCourse(owner, { subcategory: 'periodica' });
    await allocateBackdated({ owner, company, courseId: course.id, assignedAt: daysAgo(200) });
    await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });
    expect((await getTrainingStatus(company.id))?.status).toBe('red');

    // Another periodic course: the first one's round is still open for everyone, so it would be refused.
    const next = await buildCourse(owner, { subcategory: 'periodica' });
    const again = await assign(owner, next.id, { companyId: company.id });

    expect(await getTrainingStatus(company.id)).toMatchObject({
      last_allocation_at: again.assigned_at,
      last_allocation_date: toBucharestDate(new Date(again.assigned_at)),
      status: 'green',
      days_remaining: expect.any(Number),
    });
  });

  it('assigning a course of another subcategory changes nothing', async () => {
    const { owner, firm, company } = await buildTenant();
    await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });
    const before = await getTrainingStatus(company.id);
    const introductory = await buildCourse(owner, { subcategory: 'introductive' });

    await assign(owner, introductory.id, { companyId: company.id });

    expect(await getTrainingStatus(company.id)).toEqual(before);
  });

  it('passing a periodic quiz sets the last training date at once', async () => {
    const { owner, company, employee } = await buildTenant();
    const course = await buildCourse(owner, { subcategory: 'periodica' });
    await assign(owner, course.id, { companyId: company.id });

    const answer = await takeQuiz(api, await tokenFor(employee), course.id);

    expect(answer.body.completed).toBe(true);
    const record = await getTrainingStatus(company.id);
    expect(record?.last_training_at).toEqual(expect.any(String));
    expect(record?.last_training_date).toBe(toBucharestDate(new Date()));
    expect(record?.status).toBe('green');
  });

  it('changing the frequency moves the due date at once', async () => {
    const { owner, firm, company } = await buildTenant();
    const course = await buildCourse(owner, { subcategory: 'periodica', withQuiz: false });
    const assignedAt = daysAgo(200);
    await allocateBackdated({ owner, company, courseId: course.id, assignedAt });
    await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });

    const answer = await api.request('PATCH', `/api/companies/${company.id}/`, {
      body: { training_frequency_months: 12 },
      token: await tokenFor(owner),
    });

    expect(answer.status).toBe(200);
    expect(await getTrainingStatus(company.id)).toMatchObject(
      computeTrainingStatus({
        frequencyMonths: 12,
        lastAllocationAt: assignedAt,
        lastTrainingAt: null,
        now: new Date(),
      }),
    );
  });

  it('deleting a company removes its item', async () => {
    const { owner, firm, company } = await buildTenant();
    await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });
    expect(await getTrainingStatus(company.id)).not.toBeNull();

    const answer = await api.del(`/api/companies/${company.id}/`, await tokenFor(owner), {
      confirm_name: company.name,
    });

    expect(answer.status).toBe(200);
    expect(await getTrainingStatus(company.id)).toBeNull();
    expect(await listStatuses(owner)).toEqual([]);
  });
});

/** A company of the job test: its frequency and the instants the job must find, or null. */
type Scenario = { frequency: number; allocatedDaysAgo: number[]; trainedDaysAgo: number[] };

const SCENARIOS: Scenario[] = [
  { frequency: 6, allocatedDaysAgo: [], trainedDaysAgo: [] },
  { frequency: 6, allocatedDaysAgo: [10, 300], trainedDaysAgo: [5] },
  { frequency: 6, allocatedDaysAgo: [170], trainedDaysAgo: [] },
  { frequency: 6, allocatedDaysAgo: [400, 200], trainedDaysAgo: [190, 30] },
  { frequency: 12, allocatedDaysAgo: [350], trainedDaysAgo: [340] },
  { frequency: 1, allocatedDaysAgo: [31], trainedDaysAgo: [] },
  { frequency: 3, allocatedDaysAgo: [0], trainedDaysAgo: [] },
];

async function buildFirmOfScenarios(firmIndex: number) {
  const firm = await buildFirm();
  const owner = await buildUser({ role: 'owner', firmId: firm.id });
  const course = await buildCourse(owner, { subcategory: 'periodica', withQuiz: false });
  const now = new Date();
  const companies = await Promise.all(
    SCENARIOS.map(async (scenario, index) => {
      const company = await buildCompany(firm.id, {
        name: `Compania ${firmIndex}-${index} ${newId()}`,
        training_frequency_months: scenario.frequency,
      });
      const trainee = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
      for (const days of scenario.allocatedDaysAgo) {
        await allocateBackdated({ owner, company, courseId: course.id, assignedAt: daysAgo(days, now) });
      }
      for (const days of scenario.trainedDaysAgo) await completeBackdated(trainee, daysAgo(days, now));
      const latest = (days: number[]) => (days.length ? daysAgo(Math.min(...days), now) : null);
      return {
        company,
        lastAllocationAt: latest(scenario.allocatedDaysAgo),
        lastTrainingAt: latest(scenario.trainedDaysAgo),
      };
    }),
  );
  return { firm, owner, companies };
}

/** The summary of a company without workers, as a training-status item carries it. */
const NO_WORKERS = {
  workers_on_time: 0,
  workers_due_soon: 0,
  workers_overdue: 0,
  workers_untrained: 0,
  workers_status: null,
  workers_due_date: null,
  workers_warning_days: 30,
} as const;

function contentOf(record: TrainingStatusRecord | null) {
  if (!record) return null;
  const { updated_at, version, ...content } = record;
  return content;
}

describe('the daily job', () => {
  it('gives every company of many firms the figures of the per-company rule, and a second run changes nothing', async () => {
    const firms = await Promise.all([0, 1, 2, 3].map(buildFirmOfScenarios));
    const [first] = firms;
    // A stale item, and the item of a company that no longer exists, both to be set right.
    const [stale] = first!.companies;
    await putTrainingStatuses([
      {
        company_id: stale!.company.id,
        firm_id: first!.firm.id,
        company_name: 'Nume vechi',
        last_allocation_at: null,
        last_training_at: null,
        last_allocation_date: null,
        last_training_date: null,
        next_due_date: null,
        frequency: 2,
        days_remaining: null,
        status: null,
        status_label: null,
        ...NO_WORKERS,
        updated_at: daysAgo(3),
        version: newId(),
      },
      {
        company_id: newId(),
        firm_id: first!.firm.id,
        company_name: 'Companie ștearsă',
        last_allocation_at: null,
        last_training_at: null,
        last_allocation_date: null,
        last_training_date: null,
        next_due_date: null,
        frequency: 6,
        days_remaining: null,
        status: null,
        status_label: null,
        ...NO_WORKERS,
        updated_at: daysAgo(3),
        version: newId(),
      },
    ]);
    const now = new Date();

    const summary = await runTrainingStatusJob({
      now,
      firms: firms.map((entry) => entry.firm),
      mailer: getMailer(),
    });

    const companyCount = firms.length * SCENARIOS.length;
    expect(summary).toMatchObject({ firms: 4, companies: companyCount, written: companyCount, removed: 1 });
    for (const { firm, companies } of firms) {
      const stored = await listTrainingStatusesOfFirm(firm.id);
      expect(stored).toHaveLength(companies.length);
      for (const { company, lastAllocationAt, lastTrainingAt } of companies) {
        const record = stored.find((item) => item.company_id === company.id);
        expect(contentOf(record ?? null), company.name).toEqual({
          company_id: company.id,
          firm_id: firm.id,
          company_name: company.name,
          last_allocation_at: lastAllocationAt,
          last_training_at: lastTrainingAt,
          ...computeTrainingStatus({
            frequencyMonths: company.training_frequency_months,
            lastAllocationAt,
            lastTrainingAt,
            now,
          }),
          // Each company's one trainee signed nothing: untrained, and the company with them.
          workers_on_time: 0,
          workers_due_soon: 0,
          workers_overdue: 0,
          workers_untrained: 1,
          workers_status: 'untrained',
          workers_due_date: null,
          workers_warning_days: 30,
        });
      }
    }
    const items = await listStatuses(first!.owner);
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(['red']));
    expect(new Set(items.map((item) => item.last_allocation_date === null))).toEqual(new Set([true, false]));

    const before = await Promise.all(firms.map((entry) => listTrainingStatusesOfFirm(entry.firm.id)));
    const second = await runTrainingStatusJob({
      now,
      firms: firms.map((entry) => entry.firm),
      mailer: getMailer(),
    });
    const after = await Promise.all(firms.map((entry) => listTrainingStatusesOfFirm(entry.firm.id)));

    expect(second).toEqual({
      firms: 4,
      companies: companyCount,
      written: 0,
      removed: 0,
      reminders: 0,
      reenrolled: 0,
      workerMails: 0,
      adminMails: 0,
    });
    expect(after).toEqual(before);
  });

  it('skips a company being deleted and removes its item', async () => {
    const { firm, company } = await buildTenant();
    await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });
    const deleting = await buildCompany(firm.id, { deleting_since: new Date().toISOString() });

    const summary = await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });

    expect(summary).toMatchObject({ companies: 1, written: 0, removed: 0 });
    expect(await getTrainingStatus(deleting.id)).toBeNull();
    expect(await getTrainingStatus(company.id)).not.toBeNull();
  });
});

describe('the weekly reminder', () => {
  /** A firm whose companies' allocations say nothing: their workers are overdue, and due soon. */
  async function buildFirmNeedingAttention() {
    const firm = await buildFirm();
    const owner = await buildUser(
      { role: 'owner', firmId: firm.id },
      { email: `${newId().toLowerCase()}@example.ro`, first_name: 'Andrei' },
    );
    const overdue = await buildCompany(firm.id, { name: `Transporturi Olt ${newId()}` });
    const dueSoon = await buildCompany(firm.id, { name: `Brutăria Iași ${newId()}` });
    // A muncitor's periodic training falls due 6 months after their workplace training.
    for (const [company, trainedDaysAgo] of [
      [overdue, 200],
      [dueSoon, 170],
    ] as const) {
      const trainedAt = daysAgo(trainedDaysAgo);
      await buildUser(
        { role: 'employee', firmId: firm.id, companyId: company.id },
        {
          hire_date: '2020-01-06',
          staff_category: 'muncitor',
          training_marks: (['SSM', 'PSI-SU'] as const).flatMap((domain) => [
            `${domain}#introductive#${trainedAt}`,
            `${domain}#loc_munca#${trainedAt}`,
          ]),
        },
      );
    }
    return { firm, owner, overdue, dueSoon };
  }

  it('mails each owner with an address once per ISO week the companies whose workers are overdue or due soon, with links', async () => {
    const { firm, owner, overdue, dueSoon } = await buildFirmNeedingAttention();
    const now = new Date();

    const first = await runTrainingStatusJob({ now, firms: [firm], mailer: getMailer() });
    const second = await runTrainingStatusJob({ now, firms: [firm], mailer: getMailer() });

    expect(first.reminders).toBe(1);
    expect(second.reminders).toBe(0);
    const mails = await readMailsTo(owner.email as string);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toContain('Bună ziua, Andrei,');
    expect(mail).toContain('Termen depășit (1):');
    expect(mail).toContain('Termen apropiat (1):');
    expect(mail).toContain(overdue.name);
    expect(mail).toContain(dueSoon.name);
    expect(mail).toContain(
      `/clienti-instruire?cautare=${encodeURIComponent(overdue.name).replace(/%20/g, '+')}`,
    );
    expect(mail!.indexOf(overdue.name)).toBeLessThan(mail!.indexOf(dueSoon.name));

    const nextWeek = await runTrainingStatusJob({
      now: new Date(now.getTime() + 7 * DAY_MS),
      firms: [firm],
      mailer: getMailer(),
    });

    expect(nextWeek.reminders).toBe(1);
    expect(await readMailsTo(owner.email as string)).toHaveLength(2);
  });

  it('sends nothing when every company is on time or has no status', async () => {
    const { firm, owner, company } = await buildTenant();
    const course = await buildCourse(owner, { subcategory: 'periodica', withQuiz: false });
    await allocateBackdated({ owner, company, courseId: course.id, assignedAt: daysAgo(10) });
    await buildCompany(firm.id);

    const summary = await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });

    expect(summary.reminders).toBe(0);
  });
});
