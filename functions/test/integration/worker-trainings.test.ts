import {
  addMonthsClamped,
  type CourseCategory,
  type CourseSubcategory,
  texts,
  toBucharestDate,
} from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById } from '../../src/accounts/data/users';
import { getCompany } from '../../src/companies/data/companies';
import { buildCompany, buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import { buildDocument, expectNoScan, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

type Phase = {
  last_training_date: string | null;
  due_date: string | null;
  days_remaining: number | null;
  status: string | null;
};
type Domain = {
  status: string;
  due_date: string | null;
  interval_months: number;
  phases: Record<string, Phase>;
};
type Figures = {
  status: string;
  status_label: string;
  due_date: string | null;
  domains: Record<string, Domain>;
};
type Worker = {
  id: string;
  username: string;
  staff_category: string | null;
  events: { id: string; kind: string; date: string }[];
  training: Figures;
};
type Overview = {
  id: string;
  name: string;
  warning_days: number;
  shorter_interval_months: number | null;
  events: { kind: string; date: string; categories: string[] }[];
};

const today = () => toBucharestDate(new Date());

/** The calendar day `days` before today in Bucharest. */
function daysAgo(days: number): string {
  const [year, month, day] = today().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}

async function workersOf(companyId: string, token: string, query = '') {
  return expectNoScan(
    await api.get<Worker[]>(`/api/companies/${companyId}/worker-trainings/${query}`, token),
  );
}

/** A training of the worker in the domain and phase, signed by them through the consent page. */
async function signTraining(
  trainee: Awaited<ReturnType<typeof buildUser>>,
  course: { category: CourseCategory; subcategory: CourseSubcategory },
  completedAt = new Date().toISOString(),
) {
  const record = await buildDocument(trainee, {
    course_category: course.category,
    course_subcategory: course.subcategory,
    completed_at: completedAt,
  });
  await signAsTrainee(api, trainee, record.id);
}

describe('GET /api/companies/{id}/worker-trainings/', () => {
  it("shows the owner each worker's status per domain and phase, counting only trainings the worker signed", async () => {
    const { owner, company, employee } = await buildTenant();
    const worker = await buildUser(
      { role: 'employee', firmId: company.firm_id, companyId: company.id },
      { username: uniqueName('muncitor'), hire_date: '2020-03-02', staff_category: 'muncitor' },
    );
    await signTraining(worker, { category: 'SSM', subcategory: 'introductive' });
    await signTraining(worker, { category: 'SSM', subcategory: 'loc_munca' });
    // Completed but never signed by the worker: it does not count.
    await buildDocument(worker, { course_category: 'PSI-SU', course_subcategory: 'introductive' });

    const answer = await workersOf(company.id, await tokenFor(owner));

    expect(answer.status).toBe(200);
    const found = answer.body.find((person) => person.id === worker.id) as Worker;
    expect(found.staff_category).toBe('muncitor');
    const ssm = found.training.domains.SSM as Domain;
    expect(ssm.phases.introductive?.last_training_date).toBe(today());
    expect(ssm.phases.loc_munca?.last_training_date).toBe(today());
    expect(ssm.interval_months).toBe(6);
    expect(ssm.phases.periodica?.due_date).toBe(addMonthsClamped(today(), 6));
    expect(ssm.status).toBe('on_time');
    const psi = found.training.domains['PSI-SU'] as Domain;
    expect(psi.status).toBe('untrained');
    expect(psi.phases.introductive).toMatchObject({
      last_training_date: null,
      due_date: '2020-03-02',
      status: 'untrained',
    });
    expect(found.training).toMatchObject({ status: 'untrained', status_label: 'Neinstruit' });
    expect(answer.body.map((person) => person.id)).toContain(employee.id);
  });

  it('answers a page at a time with the next cursor, ordered by username', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);

    const first = await workersOf(company.id, token, '?limit=1');
    const cursor = first.headers.get('x-next-cursor') as string;
    const second = await workersOf(company.id, token, `?limit=1&cursor=${encodeURIComponent(cursor)}`);

    expect(first.body).toHaveLength(1);
    expect(second.body).toHaveLength(1);
    expect(second.body[0]?.id).not.toBe(first.body[0]?.id);
  });

  it('lets an admin see their own company and no other company of the firm', async () => {
    const { admin, company, firm } = await buildTenant();
    const sister = await buildCompany(firm.id);
    const token = await tokenFor(admin);

    expect((await workersOf(company.id, token)).status).toBe(200);
    const refused = await workersOf(sister.id, token);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ detail: texts.companies.notFound });
  });
});

describe('the staff category', () => {
  it('is taken by the add-user call, answered back and gives a technical-administrative worker 12 months', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const username = uniqueName('tesa');

    const created = await api.post<{ id: string; staff_category: string | null }>(
      '/api/users/create/',
      {
        username,
        first_name: 'Elena',
        last_name: 'Marin',
        email: `${username}@example.ro`,
        hire_date: '2024-01-15',
        staff_category: 'tehnico_administrativ',
        company: company.id,
      },
      token,
    );

    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.staff_category).toBe('tehnico_administrativ');
    const listed = (await workersOf(company.id, token)).body.find((person) => person.id === created.body.id);
    expect(listed?.training.domains.SSM?.interval_months).toBe(12);
  });

  it('refuses an unknown category in Romanian and creates nobody', async () => {
    const { owner, company } = await buildTenant();
    const username = uniqueName('gresit');

    const refused = await api.post<{ errors: Record<string, string[]> }>(
      '/api/users/create/',
      {
        username,
        first_name: 'Elena',
        last_name: 'Marin',
        email: `${username}@example.ro`,
        staff_category: 'sef',
        company: company.id,
      },
      await tokenFor(owner),
    );

    expect(refused.status).toBe(400);
    expect(refused.body.errors.staff_category).toEqual([texts.workerTraining.staffCategoryInvalid]);
    const listed = await workersOf(company.id, await tokenFor(owner));
    expect(listed.body.map((person) => person.username)).not.toContain(username);
  });
});

describe('PUT /api/companies/{id}/training-settings/', () => {
  it('sets the threshold and a shorter interval that caps every worker, and refuses values out of range', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    await buildUser(
      { role: 'employee', firmId: company.firm_id, companyId: company.id },
      { staff_category: 'tehnico_administrativ' },
    );

    const path = `/api/companies/${company.id}/training-settings/`;
    const saved = await api.request<Overview>('PUT', path, {
      body: { warning_days: 45, shorter_interval_months: 3 },
      token,
    });
    const refused = await api.request('PUT', path, {
      body: { warning_days: 0, shorter_interval_months: 12 },
      token,
    });

    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: company.id, warning_days: 45, shorter_interval_months: 3 });
    expect(refused.status).toBe(400);
    const overview = await api.get<Overview>(`/api/companies/${company.id}/training-overview/`, token);
    expect(overview.body).toMatchObject({ warning_days: 45, shorter_interval_months: 3 });
    const workers = (await workersOf(company.id, token)).body;
    expect(workers.every((person) => person.training.domains.SSM?.interval_months === 3)).toBe(true);
  });
});

describe('POST /api/companies/{id}/training-events/', () => {
  it("makes a worker's supplementary training due on the event's day, and an admin may record it", async () => {
    const { admin, company, employee } = await buildTenant();
    const token = await tokenFor(admin);
    const day = daysAgo(3);

    const recorded = await api.post<{ id: string; kind: string }>(
      `/api/companies/${company.id}/training-events/`,
      { user_id: employee.id, kind: 'absence_return', date: day, categories: ['SSM'] },
      token,
    );

    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const worker = (await workersOf(company.id, token)).body.find(
      (person) => person.id === employee.id,
    ) as Worker;
    expect(worker.events.map((event) => event.id)).toEqual([recorded.body.id]);
    expect(worker.training.domains.SSM?.phases.suplimentara).toMatchObject({
      due_date: day,
      days_remaining: -3,
      status: 'overdue',
    });
    expect(worker.training.domains['PSI-SU']?.phases.suplimentara?.status).toBeNull();
  });

  it('records changed rules for the whole company, and only that kind', async () => {
    const { owner, company, admin } = await buildTenant();
    const token = await tokenFor(owner);
    const day = daysAgo(1);

    const recorded = await api.post(
      `/api/companies/${company.id}/training-events/`,
      { kind: 'rules_changed', date: day, categories: ['SSM', 'PSI-SU'] },
      token,
    );
    const refused = await api.post<{ detail: string }>(
      `/api/companies/${company.id}/training-events/`,
      { kind: 'work_accident', date: day, categories: ['SSM'] },
      token,
    );

    expect(recorded.status).toBe(201);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(texts.workerTraining.companyEventKindOnly);
    const overview = await api.get<Overview>(`/api/companies/${company.id}/training-overview/`, token);
    expect(overview.body.events).toEqual([
      expect.objectContaining({ kind: 'rules_changed', date: day, categories: ['SSM', 'PSI-SU'] }),
    ]);
    const worker = (await workersOf(company.id, token)).body.find(
      (person) => person.id === admin.id,
    ) as Worker;
    expect(worker.training.domains['PSI-SU']?.phases.suplimentara?.due_date).toBe(day);
  });

  it('refuses a worker of another company of the firm with 404 and changes nothing', async () => {
    const { owner, company, firm } = await buildTenant();
    const sister = await buildCompany(firm.id);
    const stranger = await buildUser({ role: 'employee', firmId: firm.id, companyId: sister.id });

    const refused = await api.post<{ detail: string }>(
      `/api/companies/${company.id}/training-events/`,
      { user_id: stranger.id, kind: 'work_accident', date: daysAgo(1), categories: ['SSM'] },
      await tokenFor(owner),
    );

    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe(texts.workerTraining.personNotFound);
    expect((await getUserById(stranger.id, { consistent: true }))?.training_events).toBeUndefined();
    expect((await getCompany(company.id, { consistent: true }))?.training_events).toBeUndefined();
  });

  it('drops the events a training has answered when the next one is recorded', async () => {
    const { owner, company, employee } = await buildTenant();
    const token = await tokenFor(owner);
    const path = `/api/companies/${company.id}/training-events/`;
    await api.post(
      path,
      { user_id: employee.id, kind: 'work_accident', date: daysAgo(10), categories: ['SSM'] },
      token,
    );
    await signTraining(employee, { category: 'SSM', subcategory: 'suplimentara' });

    const second = await api.post<{ id: string }>(
      path,
      { user_id: employee.id, kind: 'equipment_changed', date: today(), categories: ['PSI-SU'] },
      token,
    );

    const stored = await getUserById(employee.id, { consistent: true });
    expect(stored?.training_events?.map((event) => event.id)).toEqual([second.body.id]);
  });
});

describe('GET /api/users/me/trainings/', () => {
  it("answers the employee's own due dates and statuses", async () => {
    const { company } = await buildTenant();
    const employee = await buildUser(
      { role: 'employee', firmId: company.firm_id, companyId: company.id },
      { hire_date: '2023-05-10' },
    );

    const answer = expectNoScan(await api.get<Figures>('/api/users/me/trainings/', await tokenFor(employee)));

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'untrained', due_date: '2023-05-10' });
    expect(answer.body.domains.SSM?.phases.loc_munca).toMatchObject({
      due_date: '2023-05-10',
      status: 'untrained',
    });
  });
});

describe('the import\'s "Categorie de personal" column', () => {
  it('creates people with the category written as people write it, and refuses an unknown one in Romanian', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const name = uniqueName('import');
    const csv = [
      'Nume utilizator;Prenume;Nume;Email;Categorie de personal',
      `${name}.a;Ana;Marin;${name}.a@example.ro;Muncitor`,
      `${name}.b;Bogdan;Ene;${name}.b@example.ro;TESA`,
      `${name}.c;Carmen;Lazăr;${name}.c@example.ro;`,
      `${name}.d;Dan;Voicu;${name}.d@example.ro;director`,
    ].join('\r\n');
    const form = new FormData();
    form.set('company', company.id);
    form.set('file', new Blob([`${csv}\r\n`]), 'angajati.csv');

    const response = await fetch(`${api.url()}/api/users/import/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const imported = (await response.json()) as {
      created: { username: string; staff_category: string | null }[];
      invalid: { username: string; errors: Record<string, string[]> }[];
    };

    expect(response.status, JSON.stringify(imported)).toBe(201);
    expect(imported.created.map((user) => [user.username, user.staff_category])).toEqual([
      [`${name}.a`, 'muncitor'],
      [`${name}.b`, 'tehnico_administrativ'],
      [`${name}.c`, null],
    ]);
    expect(imported.invalid.map((row) => [row.username, row.errors.staff_category])).toEqual([
      [`${name}.d`, [texts.workerTraining.staffCategoryInvalid]],
    ]);
  });
});
