import { texts, WORKER_TRAINING_STATUS_LABELS } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildId, buildPerson, signIn } from './support/builders';
import { buildCourse } from './support/course-builders';
import { fakeApi, type RecordedCall } from './support/fake-api';
import { renderApp } from './support/render-app';

const labels = texts.firmWorkers;
const course = buildCourse({ title: 'Instruire periodică SSM' });
const north = { id: buildId(), name: 'Construcții Nord SRL' };
const south = { id: buildId(), name: 'Brutăria Sud SRL' };

function worker(lastName: string, company: typeof north, status: 'overdue' | 'on_time', days: number) {
  const due = {
    status,
    status_label: WORKER_TRAINING_STATUS_LABELS[status],
    due_date: '2026-06-01',
    days_remaining: days,
  };
  return {
    id: buildId(),
    first_name: 'Ion',
    last_name: lastName,
    company_id: company.id,
    company_name: company.name,
    domain: 'SSM',
    phase: 'periodica',
    missing_data: lastName === 'Cozma',
    ...due,
    domains: { SSM: due, 'PSI-SU': due },
  };
}

/** One of north's people, with the details the people's list answers. */
function person(overrides: Partial<Parameters<typeof buildPerson>[0]>) {
  return buildPerson({ company: north.id, ...overrides });
}

const overdue = [worker('Cozma', south, 'overdue', -12), worker('Ene', north, 'overdue', -3)];
const all = [...overdue, worker('Albu', north, 'on_time', 120)];

/** Like the server: the filter's workers, its counts and its companies. */
function answer(call: RecordedCall) {
  const status = call.query.get('status');
  const company = call.query.get('company');
  const workers = all.filter(
    (row) => (!status || row.status === status) && (!company || row.company_id === company),
  );
  return {
    body: {
      total: workers.length,
      page: 1,
      page_count: 1,
      counts: { on_time: 1, due_soon: 0, overdue: 2, untrained: 0 },
      companies: [
        { id: south.id, name: south.name, workers: 1, overdue: 1 },
        { id: north.id, name: north.name, workers: status ? 1 : 2, overdue: 1 },
      ],
      workers,
    },
  };
}

describe('the firm workers of /lucratori', () => {
  it('answers "who is overdue, where" in two clicks from the navigation', async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({ 'GET /api/workers/': answer, 'GET /api/courses/': { body: [course] } });
    const { user, router } = renderApp('/dashboard-owner');

    await user.click(await screen.findByRole('link', { name: texts.navigation.firmWorkers }));
    await user.click(
      await screen.findByRole('button', {
        name: labels.countOf(WORKER_TRAINING_STATUS_LABELS.overdue, 2),
      }),
    );

    await waitFor(() => expect(router.state.location.search).toBe('?stare=overdue'));
    expect(api.callsTo('GET /api/workers/').at(-1)?.query.get('status')).toBe('overdue');
    const list = await screen.findByRole('list', { name: labels.title });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list.textContent).toContain('Cozma Ion');
    expect(list.textContent).toContain(texts.trainingStatus.daysInWords(-12));
    expect(list.textContent).not.toContain('Albu');
    const where = screen.getByRole('region', { name: labels.companiesTitle });
    expect(where.textContent).toContain(`${south.name}: ${labels.companyCount(1, 1)}`);
    expect(screen.getByRole('status').textContent).toBe(labels.total(2));
  });

  it('lists the ten most urgent companies of where first, and all of them on asking', async () => {
    signIn({ role: 'owner' });
    const clients = Array.from({ length: 25 }, (_, index) => ({
      id: buildId(),
      name: `Client ${String(index + 1).padStart(2, '0')} SRL`,
      workers: 3,
      overdue: 3,
    }));
    fakeApi({
      'GET /api/workers/': (call) => ({
        body: { ...answer(call).body, companies: clients },
      }),
      'GET /api/courses/': { body: [course] },
    });
    const { user } = renderApp('/lucratori?stare=overdue');

    const where = await screen.findByRole('region', { name: labels.companiesTitle });
    const listed = () =>
      within(where)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(listed()).toEqual(
      clients.slice(0, 10).map((client) => `${client.name}: ${labels.companyCount(3, 3)}`),
    );
    await user.click(within(where).getByRole('button', { name: labels.companiesShowAll(25) }));
    expect(listed()).toHaveLength(25);
    expect(within(where).queryByRole('button', { name: labels.companiesShowAll(25) })).toBeNull();
  });

  it('narrows to a company from the list of where, and exports the filter', async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({
      'GET /api/workers/': answer,
      'GET /api/courses/': { body: [course] },
      'GET /api/workers/export/': { body: { file_name: 'lucratori.csv', csv: '\uFEFFNume\r\n' } },
    });
    const { user } = renderApp('/lucratori?stare=overdue');

    await user.click(await screen.findByRole('button', { name: north.name }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(labels.total(1)));
    await user.click(screen.getByRole('button', { name: labels.exportCsv }));

    await waitFor(() => expect(api.callsTo('GET /api/workers/export/')).toHaveLength(1));
    const [exported] = api.callsTo('GET /api/workers/export/');
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({
      status: 'overdue',
      company: north.id,
      format: 'csv',
    });
  });

  it('filters by course, phase and missing data on the server, and exports the filter as XLSX', async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({
      'GET /api/workers/': answer,
      'GET /api/courses/': { body: [course] },
      'GET /api/workers/export/': { body: { file_name: 'lucratori.xlsx', xlsx_base64: 'UEsDBA==' } },
    });
    const { user, router } = renderApp('/lucratori');

    await user.selectOptions(await screen.findByLabelText(labels.course), course.title);
    await user.selectOptions(
      screen.getByLabelText(labels.phase),
      texts.courseForm.subcategoryLabels.periodica,
    );
    await user.click(screen.getByRole('checkbox', { name: labels.missingData }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(`?curs=${course.id}&etapa=periodica&date-lipsa=true`),
    );
    const sent = api.callsTo('GET /api/workers/').at(-1);
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({
      course: course.id,
      phase: 'periodica',
      missing_data: 'true',
    });
    expect(screen.getAllByText(labels.missingDataBadge)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: labels.exportXlsx }));
    await waitFor(() => expect(api.callsTo('GET /api/workers/export/')).toHaveLength(1));
    expect(api.callsTo('GET /api/workers/export/')[0]?.query.get('format')).toBe('xlsx');
  });

  it("filters by a company's direct manager, offered once the company is chosen, and exports that filter", async () => {
    signIn({ role: 'owner' });
    const manager = person({
      username: 'maria.ilie',
      first_name: 'Maria',
      last_name: 'Ilie',
      is_workplace_manager: true,
    });
    const admin = person({ username: 'dan.popa', first_name: 'Dan', last_name: 'Popa', role: 'admin' });
    const plain = person({ username: 'ion.ene', first_name: 'Ion', last_name: 'Ene' });
    const api = fakeApi({
      'GET /api/workers/': answer,
      'GET /api/courses/': { body: [course] },
      [`GET /api/company/${north.id}/users/`]: { body: [manager, admin, plain] },
      'GET /api/workers/export/': { body: { file_name: 'lucratori.csv', csv: '\uFEFFNume\r\n' } },
    });
    const { user, router } = renderApp('/lucratori');

    const managers = () => screen.getByLabelText(labels.manager) as HTMLSelectElement;
    await screen.findByText(labels.managerNeedsCompany);
    expect(managers().disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText(labels.company), north.id);
    await waitFor(() => expect(within(managers()).getAllByRole('option')).toHaveLength(3));
    expect(within(managers()).queryByRole('option', { name: /Ene Ion/ })).toBeNull();
    await user.selectOptions(managers(), manager.id);

    await waitFor(() =>
      expect(router.state.location.search).toBe(`?companie=${north.id}&conducator=${manager.id}`),
    );
    expect(Object.fromEntries(api.callsTo('GET /api/workers/').at(-1)?.query ?? [])).toEqual({
      company: north.id,
      manager: manager.id,
    });
    await user.click(screen.getByRole('button', { name: labels.exportCsv }));
    await waitFor(() => expect(api.callsTo('GET /api/workers/export/')).toHaveLength(1));
    expect(api.callsTo('GET /api/workers/export/')[0]?.query.get('manager')).toBe(manager.id);
  });

  it('reminds every worker of the filter after saying how many, in batches with their progress', async () => {
    signIn({ role: 'owner' });
    const next = `${north.id}/${buildId()}`;
    const batch = (after: string | undefined) => ({
      handled: 1,
      remaining: after ? 0 : 1,
      next: after ? null : next,
      sent: 1,
      without_email: 0,
      reminders_off: after ? 1 : 0,
      already_today: 0,
      nothing_due: 0,
      failed: 0,
    });
    const api = fakeApi({
      'GET /api/workers/': answer,
      'GET /api/courses/': { body: [course] },
      'POST /api/workers/remind/': (call) => ({
        body: batch((call.body as { after?: string }).after),
      }),
    });
    const { user } = renderApp('/lucratori?stare=overdue');

    await user.click(await screen.findByRole('button', { name: labels.bulkRemind }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(labels.bulkRemindConfirm(2));
    await user.click(within(dialog).getByRole('button', { name: labels.bulkConfirm }));

    expect(
      await screen.findByText(
        labels.bulkReminded({
          sent: 2,
          without_email: 0,
          reminders_off: 1,
          already_today: 0,
          nothing_due: 0,
          failed: 0,
        }),
      ),
    ).toBeTruthy();
    const calls = api.callsTo('POST /api/workers/remind/');
    expect(calls.map((call) => call.body)).toEqual([
      { filter: { status: 'overdue' } },
      { filter: { status: 'overdue' }, after: next },
    ]);
    expect(screen.getByText(labels.bulkProgress(2, 2))).toBeTruthy();
  });
});

describe('printing the fișe of the filter on /lucratori', () => {
  it("builds one ZIP of the filter's fișe, shows its progress, then its link and what is missing", async () => {
    signIn({ role: 'owner' });
    const jobId = buildId();
    const zipUrl = 'https://arhive.example/fise.zip';
    const api = fakeApi({
      'GET /api/workers/': answer,
      'GET /api/courses/': { body: [course] },
      'POST /api/workers/print-sheets/': {
        status: 202,
        body: { job_id: jobId, status: 'running', progress: 0 },
      },
      [`GET /api/archive-jobs/${jobId}/`]: {
        body: {
          job_id: jobId,
          status: 'done',
          progress: 100,
          zip_url: zipUrl,
          sheet_count: 3,
          missing_count: 1,
        },
      },
    });
    const { user } = renderApp('/lucratori?stare=overdue');

    await user.click(await screen.findByRole('button', { name: labels.printSheets }));

    expect(await screen.findByText(labels.printSheetsProgress(0))).toBeTruthy();
    const link = await screen.findByRole('link', { name: labels.printSheetsDownload }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(zipUrl);
    expect(screen.getByText(labels.printSheetsReady(3, 1), { exact: false })).toBeTruthy();
    expect(api.callsTo('POST /api/workers/print-sheets/').map((call) => call.body)).toEqual([
      { filter: { status: 'overdue' } },
    ]);
  });

  it("says the server's words when the filter holds too many workers", async () => {
    signIn({ role: 'owner' });
    const detail = labels.printSheetsTooMany(812, 500);
    fakeApi({
      'GET /api/workers/': answer,
      'GET /api/courses/': { body: [course] },
      'POST /api/workers/print-sheets/': { status: 409, body: { detail } },
    });
    const { user } = renderApp('/lucratori');

    await user.click(await screen.findByRole('button', { name: labels.printSheets }));

    expect((await screen.findByRole('alert')).textContent).toBe(detail);
  });
});

describe("the month's plan of /lucratori/plan", () => {
  it('shows per client what falls due in the month and prints one client as a PDF', async () => {
    signIn({ role: 'owner' });
    const workerId = buildId();
    const api = fakeApi({
      'GET /api/workers/plan/': {
        body: {
          month: '2026-12',
          companies: [
            {
              id: north.id,
              name: north.name,
              items: [
                {
                  worker_id: workerId,
                  first_name: 'Ion',
                  last_name: 'Bran',
                  domain: 'SSM',
                  phase: 'periodica',
                  status: 'due_soon',
                  status_label: WORKER_TRAINING_STATUS_LABELS.due_soon,
                  due_date: '2026-12-04',
                  days_remaining: 5,
                },
              ],
            },
          ],
        },
      },
      'GET /api/workers/plan/pdf/': { body: { file_name: 'plan.pdf', pdf_base64: 'JVBERi0=' } },
    });
    const { user } = renderApp('/lucratori/plan?luna=2026-12');

    const section = await screen.findByRole('region', { name: north.name });
    expect(section.textContent).toContain('Bran Ion');
    expect(section.textContent).toContain('SSM, instruire periodică');
    expect(screen.getByRole('status').textContent).toBe(texts.monthPlan.monthLabel('2026-12'));
    expect(api.callsTo('GET /api/workers/plan/')[0]?.query.get('month')).toBe('2026-12');
    await user.click(
      within(section).getByRole('button', { name: `${texts.monthPlan.printPdf}: ${north.name}` }),
    );

    await waitFor(() => expect(api.callsTo('GET /api/workers/plan/pdf/')).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo('GET /api/workers/plan/pdf/')[0]?.query ?? [])).toEqual({
      month: '2026-12',
      company: north.id,
    });
  });
});
