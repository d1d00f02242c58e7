import { type ReenrolmentSettings, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById, type UserRecord } from '../../src/accounts/data/users';
import { listAssignmentsSince } from '../../src/assignments/data/assignments';
import { resolveReenrolment } from '../../src/assignments/domain/named-courses';
import { periodicCoursesOf, reenrolCompany } from '../../src/assignments/domain/reenrolment-job';
import { type CompanyRecord, getCompany } from '../../src/companies/data/companies';
import type { FirmRecord } from '../../src/firms/data/firms';
import { measureDynamoUsage } from '../../src/platform/dynamodb-usage';
import { getMailer } from '../../src/platform/mailer';
import { listCompanyMembers } from '../../src/training-status/domain/company-workers';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { computeWorkerFigures } from '../../src/training-status/domain/worker-trainings';
import { buildCompany, buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import { assign, assignedCourseIds, buildCourse } from '../support/course-builders';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

/*
 * The daily job runs with a `now` of its own: a worker whose SSM workplace training was on
 * 15 January 2026 (a muncitor: 6 months) is due on 15 July 2026, so with the default lead time of
 * 30 days the job re-enrols them from 15 June on, and not on 1 June.
 */
const WORKPLACE_TRAINING = '2026-01-15T09:00:00.000Z';
const DUE_DATE = '2026-07-15';
const OUTSIDE_LEAD_TIME = new Date('2026-06-01T03:00:00.000Z');
const INSIDE_LEAD_TIME = new Date('2026-06-25T03:00:00.000Z');
const PAST_DUE = new Date('2026-08-03T03:00:00.000Z');

type Settings = { reenrolment: ReenrolmentSettings };

function settingsBody(
  reenrolment: Partial<Omit<ReenrolmentSettings, 'courses'>> & {
    courses?: { SSM?: Partial<ReenrolmentSettings['courses']['SSM']> };
  },
) {
  const none = { introductive: null, loc_munca: null, periodica: null };
  return {
    warning_days: 30,
    shorter_interval_months: null,
    reenrolment: {
      enabled: reenrolment.enabled ?? true,
      lead_days: reenrolment.lead_days ?? 30,
      courses: { SSM: { ...none, ...reenrolment.courses?.SSM }, 'PSI-SU': none },
    },
  };
}

async function saveSettings(owner: UserRecord, companyId: string, body: unknown) {
  return api.request<Settings & { detail?: string; errors?: Record<string, string[]> }>(
    'PUT',
    `/api/companies/${companyId}/training-settings/`,
    { body, token: await tokenFor(owner) },
  );
}

/** A muncitor whose SSM initial trainings were signed on the workplace training's day. */
function buildTrainedWorker(company: CompanyRecord) {
  return buildUser(
    { role: 'employee', firmId: company.firm_id, companyId: company.id },
    {
      hire_date: '2026-01-15',
      staff_category: 'muncitor',
      training_marks: [`SSM#introductive#${WORKPLACE_TRAINING}`, `SSM#loc_munca#${WORKPLACE_TRAINING}`],
    },
  );
}

/**
 * A firm whose company re-enrols its workers in the firm's periodic SSM course (or not, `enabled:
 * false`), `leadDays` before the due date (the default 30 unless given).
 */
async function buildReenrollingCompany(options: { enabled?: boolean; leadDays?: number } = {}) {
  const { firm, company, owner } = await buildTenant();
  const periodic = await buildCourse(owner, { subcategory: 'periodica' });
  const saved = await saveSettings(
    owner,
    company.id,
    settingsBody({
      enabled: options.enabled ?? true,
      lead_days: options.leadDays,
      courses: { SSM: { periodica: periodic.id } },
    }),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const worker = await buildTrainedWorker(company);
  return { firm, company, owner, periodic, worker };
}

function runJob(firm: FirmRecord, now: Date) {
  return runTrainingStatusJob({ now, firms: [firm], mailer: getMailer() });
}

async function periodicAllocationsOf(company: CompanyRecord) {
  return listAssignmentsSince(company.id, 'periodica', WORKPLACE_TRAINING);
}

describe('automatic re-enrolment in the daily job', () => {
  it('assigns the periodic course once inside the lead time, not before it, and never again on re-runs', async () => {
    const { firm, company, periodic, worker } = await buildReenrollingCompany();

    const early = await runJob(firm, OUTSIDE_LEAD_TIME);
    expect(early.reenrolled).toBe(0);
    expect(await assignedCourseIds(worker.id)).toEqual([]);

    const inside = await runJob(firm, INSIDE_LEAD_TIME);
    expect(inside.reenrolled).toBe(1);
    expect(await assignedCourseIds(worker.id)).toEqual([periodic.id]);
    expect((await getUserById(worker.id, { consistent: true }))?.reenrolled_for_SSM).toBe(DUE_DATE);
    expect(await periodicAllocationsOf(company)).toEqual([
      { course_id: periodic.id, user_id: worker.id, assigned_at: INSIDE_LEAD_TIME.toISOString() },
    ]);

    const again = await measureDynamoUsage(() => runJob(firm, INSIDE_LEAD_TIME));
    const overdue = await runJob(firm, PAST_DUE);
    expect(again.result).toMatchObject({ reenrolled: 0, written: 0 });
    expect(again.usage.writeUnits).toBe(0);
    expect(overdue.reenrolled).toBe(0);
    expect(await periodicAllocationsOf(company)).toHaveLength(1);
  });

  it("takes the company's own lead time: at 45 days it re-enrols a worker the default 30 leaves for later", async () => {
    const early = await buildReenrollingCompany({ leadDays: 45 });
    const byDefault = await buildReenrollingCompany();

    // 1 June is 44 days before the due date of 15 July.
    expect((await runJob(early.firm, OUTSIDE_LEAD_TIME)).reenrolled).toBe(1);
    expect((await runJob(byDefault.firm, OUTSIDE_LEAD_TIME)).reenrolled).toBe(0);
    expect(await assignedCourseIds(early.worker.id)).toEqual([early.periodic.id]);
    expect(await assignedCourseIds(byDefault.worker.id)).toEqual([]);
  });

  it('re-enrols a worker whose periodic training is already overdue', async () => {
    const { firm, periodic, worker } = await buildReenrollingCompany();

    const summary = await runJob(firm, PAST_DUE);

    expect(summary.reenrolled).toBe(1);
    expect(await assignedCourseIds(worker.id)).toEqual([periodic.id]);
  });

  it('assigns once when two runs race', async () => {
    const { firm, company, periodic, worker } = await buildReenrollingCompany();
    const second = await buildTrainedWorker(company);

    const [one, other] = await Promise.all([runJob(firm, INSIDE_LEAD_TIME), runJob(firm, INSIDE_LEAD_TIME)]);

    expect(one.reenrolled + other.reenrolled).toBe(2);
    const allocations = await periodicAllocationsOf(company);
    expect(allocations.map((allocation) => allocation.user_id).sort()).toEqual([worker.id, second.id].sort());
    expect(await assignedCourseIds(worker.id)).toEqual([periodic.id]);
    expect((await getUserById(worker.id, { consistent: true }))?.assigned_course_ids).toEqual([periodic.id]);
  });

  it('assigns nothing when the owner switched it off', async () => {
    const { firm, company, worker } = await buildReenrollingCompany({ enabled: false });

    const summary = await runJob(firm, INSIDE_LEAD_TIME);

    expect(summary.reenrolled).toBe(0);
    expect(await assignedCourseIds(worker.id)).toEqual([]);
    expect(await periodicAllocationsOf(company)).toEqual([]);
  });

  it('leaves a worker who already has an open periodic assignment of the domain, to them or to the company', async () => {
    const { firm, company, owner, periodic, worker } = await buildReenrollingCompany();
    const other = await buildTrainedWorker(company);
    const psiPeriodic = await buildCourse(owner, { category: 'PSI-SU', subcategory: 'periodica' });
    await assign(owner, periodic.id, { companyId: company.id, userId: worker.id });
    // A PSI-SU periodic course is no SSM periodic training: it leaves the other worker due.
    await assign(owner, psiPeriodic.id, { companyId: company.id, userId: other.id });

    const summary = await runJob(firm, INSIDE_LEAD_TIME);

    expect(summary.reenrolled).toBe(1);
    expect((await getUserById(worker.id, { consistent: true }))?.reenrolled_for_SSM).toBeUndefined();
    expect((await getUserById(other.id, { consistent: true }))?.reenrolled_for_SSM).toBe(DUE_DATE);

    const companyWide = await buildReenrollingCompany();
    await assign(companyWide.owner, companyWide.periodic.id, { companyId: companyWide.company.id });
    expect((await runJob(companyWide.firm, INSIDE_LEAD_TIME)).reenrolled).toBe(0);
  });

  it('skips a named periodic course without a quiz, and still re-enrols the firm’s other companies and writes their status', async () => {
    const { firm, company: quizzed, owner, periodic, worker } = await buildReenrollingCompany();
    const withoutQuiz = await buildCourse(owner, { subcategory: 'periodica', withQuiz: false });
    // Named before courses without a quiz were refused: the settings endpoint no longer takes it.
    const { courses } = settingsBody({ courses: { SSM: { periodica: withoutQuiz.id } } }).reenrolment;
    const naming = await buildCompany(firm.id, {
      training_reenrolment: { enabled: true, lead_days: 30, courses },
    });
    const stranded = await buildTrainedWorker(naming);

    const summary = await runJob(firm, INSIDE_LEAD_TIME);

    expect(summary).toMatchObject({ companies: 2, written: 2, reenrolled: 1 });
    expect(await assignedCourseIds(stranded.id)).toEqual([]);
    expect((await getUserById(stranded.id, { consistent: true }))?.reenrolled_for_SSM).toBeUndefined();
    expect(await periodicAllocationsOf(naming)).toEqual([]);
    expect(await assignedCourseIds(worker.id)).toEqual([periodic.id]);
    expect(await periodicAllocationsOf(quizzed)).toHaveLength(1);
  });

  it('costs a company with re-enrolment on no call of its own a day (the job read its users), and 2 calls plus one transaction per worker due', async () => {
    const { company, periodic, worker } = await buildReenrollingCompany();
    const stored = (await getCompany(company.id, { consistent: true })) as CompanyRecord;
    const switchedOff = {
      ...stored,
      training_reenrolment: { ...stored.training_reenrolment!, enabled: false },
    };
    const reenrol = async (target: CompanyRecord, now: Date) => {
      const workers = await listCompanyMembers(target);
      return measureDynamoUsage(() =>
        reenrolCompany({
          company: target,
          settings: resolveReenrolment(target, null).settings,
          workers,
          figuresOf: (member) => computeWorkerFigures(member, target, now),
          readPeriodicCourses: periodicCoursesOf(target.firm_id),
          now,
        }),
      );
    };

    const off = await reenrol(switchedOff, INSIDE_LEAD_TIME);
    const nobodyDue = await reenrol(stored, OUTSIDE_LEAD_TIME);
    const oneDue = await reenrol(stored, INSIDE_LEAD_TIME);
    const done = await reenrol(stored, INSIDE_LEAD_TIME);

    expect(off.usage.calls).toBe(0);
    expect(nobodyDue.usage.calls).toBe(0);
    // The allocations since their training, the firm's courses, one transaction.
    expect(oneDue.usage).toMatchObject({ calls: 3, scans: 0 });
    expect(oneDue.result).toBe(1);
    expect(done.usage.calls).toBe(0);
    expect(await assignedCourseIds(worker.id)).toEqual([periodic.id]);
  });
});

describe('the new hires’ courses', () => {
  /** A company naming its SSM introductory and workplace courses for new hires. */
  async function buildCompanyNamingNewHireCourses() {
    const { owner, company } = await buildTenant();
    const introductive = await buildCourse(owner, { subcategory: 'introductive' });
    const workplace = await buildCourse(owner, { subcategory: 'loc_munca' });
    const saved = await saveSettings(
      owner,
      company.id,
      settingsBody({
        enabled: false,
        courses: { SSM: { introductive: introductive.id, loc_munca: workplace.id } },
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { owner, company, introductive, workplace };
  }

  type CreatedEmployee = {
    id: string;
    new_hire_courses_left_out: unknown[];
    new_hire_courses_notice: string | null;
  };

  async function createEmployee(owner: UserRecord, companyId: string) {
    const username = uniqueName('nou');
    const created = await api.post<CreatedEmployee>(
      '/api/users/create/',
      {
        username,
        first_name: 'Ana',
        last_name: 'Nouă',
        email: `${username}@example.ro`,
        role: 'employee',
        company: companyId,
      },
      await tokenFor(owner),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  it('assigns the introductory and workplace courses a company names to a worker it creates', async () => {
    const { owner, company, introductive, workplace } = await buildCompanyNamingNewHireCourses();

    const created = await createEmployee(owner, company.id);
    const userId = created.id;

    expect((await assignedCourseIds(userId)).sort()).toEqual([introductive.id, workplace.id].sort());
    expect(await listAssignmentsSince(company.id, 'introductive', '2000-01-01')).toEqual([
      expect.objectContaining({ course_id: introductive.id, user_id: userId }),
    ]);
    expect(created).toMatchObject({ new_hire_courses_left_out: [], new_hire_courses_notice: null });
  });

  it('creates the worker without a named course deleted since, nothing else half-written, and tells the owner', async () => {
    const { owner, company, introductive, workplace } = await buildCompanyNamingNewHireCourses();
    const deleted = await api.del(`/api/courses/${workplace.id}/`, await tokenFor(owner));
    expect(deleted.status).toBe(200);

    const created = await createEmployee(owner, company.id);

    expect((await getUserById(created.id, { consistent: true }))?.assigned_course_ids).toEqual([
      introductive.id,
    ]);
    expect(await listAssignmentsSince(company.id, 'loc_munca', '2000-01-01')).toEqual([]);
    expect(created.new_hire_courses_left_out).toEqual([
      { course_id: workplace.id, category: 'SSM', subcategory: 'loc_munca', title: null, reason: 'deleted' },
    ]);
    expect(created.new_hire_courses_notice).toBe(
      'Persoana a fost creată fără aceste cursuri pentru angajații noi, numite în setările de instruire ale companiei: Instruire la locul de muncă SSM – cursul ales a fost șters. Alege alt curs în setări sau adaugă chestionarul care lipsește, apoi atribuie cursul persoanei din pagina cursului.',
    );
  });

  it('never gives a new hire a named course without a quiz, which they could not pass, and tells the owner which', async () => {
    const { owner, firm } = await buildTenant();
    const introductive = await buildCourse(owner, { subcategory: 'introductive' });
    const withoutQuiz = await buildCourse(owner, { subcategory: 'loc_munca', withQuiz: false });
    // Named before courses without a quiz were refused: the settings endpoint no longer takes it.
    const { courses } = settingsBody({
      courses: { SSM: { introductive: introductive.id, loc_munca: withoutQuiz.id } },
    }).reenrolment;
    const company = await buildCompany(firm.id, {
      training_reenrolment: { enabled: false, lead_days: 30, courses },
    });

    const created = await createEmployee(owner, company.id);

    expect((await getUserById(created.id, { consistent: true }))?.assigned_course_ids).toEqual([
      introductive.id,
    ]);
    expect(await listAssignmentsSince(company.id, 'loc_munca', '2000-01-01')).toEqual([]);
    expect(await listAssignmentsSince(company.id, 'introductive', '2000-01-01')).toEqual([
      expect.objectContaining({ course_id: introductive.id, user_id: created.id }),
    ]);
    expect(created.new_hire_courses_left_out).toEqual([
      {
        course_id: withoutQuiz.id,
        category: 'SSM',
        subcategory: 'loc_munca',
        title: withoutQuiz.title,
        reason: 'no_quiz',
      },
    ]);
    expect(created.new_hire_courses_notice).toBe(
      texts.workerTraining.newHireCoursesLeftOut(
        `Instruire la locul de muncă SSM – cursul „${withoutQuiz.title}” nu are chestionar`,
      ),
    );
  });
});

describe('PUT /api/companies/{id}/training-settings/ with re-enrolment', () => {
  it('saves the named courses, the lead time and the switch, and shows them in the overview', async () => {
    const { owner, company } = await buildTenant();
    const periodic = await buildCourse(owner, { subcategory: 'periodica' });
    const body = settingsBody({ lead_days: 45, courses: { SSM: { periodica: periodic.id } } });

    const saved = await saveSettings(owner, company.id, body);
    const overview = await api.get<Settings>(
      `/api/companies/${company.id}/training-overview/`,
      await tokenFor(owner),
    );

    expect(saved.status).toBe(200);
    expect(overview.body.reenrolment).toEqual(body.reenrolment);
  });

  it('refuses with a Romanian reason, changing nothing, courses of another firm, of another domain or type or without a quiz, and a switch without a periodic course', async () => {
    const { owner, company } = await buildTenant();
    const stranger = await buildTenant();
    const foreign = await buildCourse(stranger.owner, { subcategory: 'periodica' });
    const introductive = await buildCourse(owner, { subcategory: 'introductive' });
    const psiPeriodic = await buildCourse(owner, { category: 'PSI-SU', subcategory: 'periodica' });
    const withoutQuiz = await buildCourse(owner, { subcategory: 'periodica', withQuiz: false });
    const before = await getCompany(company.id, { consistent: true });

    const foreignCourse = await saveSettings(
      owner,
      company.id,
      settingsBody({ courses: { SSM: { periodica: foreign.id } } }),
    );
    const wrongType = await saveSettings(
      owner,
      company.id,
      settingsBody({ courses: { SSM: { periodica: introductive.id } } }),
    );
    const wrongDomain = await saveSettings(
      owner,
      company.id,
      settingsBody({ courses: { SSM: { periodica: psiPeriodic.id } } }),
    );
    const noQuiz = await saveSettings(
      owner,
      company.id,
      settingsBody({ courses: { SSM: { periodica: withoutQuiz.id } } }),
    );
    const noPeriodic = await saveSettings(owner, company.id, settingsBody({ enabled: true }));
    const leadTooLong = await saveSettings(
      owner,
      company.id,
      settingsBody({ enabled: false, lead_days: 181 }),
    );

    expect(foreignCourse).toMatchObject({
      status: 400,
      body: {
        detail: texts.workerTraining.namedCourseNotFound,
        errors: { 'reenrolment.courses.SSM.periodica': [texts.workerTraining.namedCourseNotFound] },
      },
    });
    expect(wrongType).toMatchObject({
      status: 400,
      body: { detail: 'Cursul ales trebuie să fie un curs SSM de tipul „Instruire periodică”.' },
    });
    expect(wrongDomain.status).toBe(400);
    expect(noQuiz).toMatchObject({
      status: 400,
      body: {
        detail: texts.workerTraining.namedCourseWithoutQuiz,
        errors: { 'reenrolment.courses.SSM.periodica': [texts.workerTraining.namedCourseWithoutQuiz] },
      },
    });
    expect(noPeriodic).toMatchObject({
      status: 400,
      body: { detail: texts.workerTraining.reenrolmentNeedsPeriodicCourse },
    });
    expect(leadTooLong.status).toBe(400);
    expect(await getCompany(company.id, { consistent: true })).toEqual(before);
  });

  it("refuses another firm's owner, another company's admin and employees, changing nothing", async () => {
    const { owner, company, admin, employee } = await buildTenant();
    const periodic = await buildCourse(owner, { subcategory: 'periodica' });
    const stranger = await buildTenant();
    const otherCompany = await buildCompany(company.firm_id);
    const otherAdmin = await buildUser({
      role: 'admin',
      firmId: company.firm_id,
      companyId: otherCompany.id,
    });
    const body = settingsBody({ courses: { SSM: { periodica: periodic.id } } });
    const before = await getCompany(company.id, { consistent: true });

    const answers = await Promise.all(
      [stranger.owner, otherAdmin, admin, employee].map((caller) => saveSettings(caller, company.id, body)),
    );

    expect(answers.map((answer) => answer.status)).toEqual([404, 403, 403, 403]);
    expect(await getCompany(company.id, { consistent: true })).toEqual(before);
  });
});
