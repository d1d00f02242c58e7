import { texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrainingStatusItem } from '@/features/training-status/api/training-status';
import { buildId, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const labels = texts.trainingStatus;
const STATUS_PATH = 'GET /api/companies/training-status/';

function buildStatusItem(overrides: Partial<TrainingStatusItem> = {}): TrainingStatusItem {
  return {
    id: buildId(),
    company_name: 'Construcții Brașov SRL',
    last_allocation_date: '2025-09-01',
    last_training_date: '2025-09-15',
    next_due_date: '2026-03-01',
    frequency: 6,
    status: 'green',
    status_label: 'În termen',
    days_remaining: 45,
    worker_status: 'on_time',
    workers: { on_time: 3, due_soon: 0, overdue: 0, untrained: 0 },
    ...overrides,
  };
}

const brasov = buildStatusItem();
const bakery = buildStatusItem({
  company_name: 'Panificația Moldovei SA',
  frequency: 12,
  last_training_date: null,
  next_due_date: '2026-02-20',
  status: 'yellow',
  status_label: 'Expiră curând',
  days_remaining: 12,
  worker_status: 'due_soon',
  workers: { on_time: 2, due_soon: 1, overdue: 0, untrained: 0 },
});
const transport = buildStatusItem({
  company_name: 'Transporturi Someș SRL',
  next_due_date: '2026-01-20',
  status: 'red',
  status_label: 'Expirat',
  days_remaining: -20,
  worker_status: 'overdue',
  workers: { on_time: 1, due_soon: 0, overdue: 1, untrained: 0 },
});
/** Its most urgent worker is a new hire not trained yet, hired before the overdue one's date. */
const installer = buildStatusItem({
  company_name: 'Instalații Cluj SRL',
  next_due_date: '2025-12-31',
  status: 'red',
  status_label: 'Neinstruit',
  days_remaining: -40,
  worker_status: 'untrained',
  workers: { on_time: 0, due_soon: 0, overdue: 1, untrained: 2 },
});
const farm = buildStatusItem({
  company_name: 'Ferma Dobrogea SRL',
  last_allocation_date: null,
  last_training_date: null,
  next_due_date: null,
  status: null,
  status_label: null,
  days_remaining: null,
  worker_status: null,
  workers: { on_time: 0, due_soon: 0, overdue: 0, untrained: 0 },
});

function openPage(answer: { status?: number; body?: unknown }, path = '/clienti-instruire') {
  signIn({ role: 'owner' });
  const api = fakeApi({ [STATUS_PATH]: answer });
  return { api, ...renderApp(path) };
}

/** The company names of the table's rows, top to bottom. */
function rowNames(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

function rowOf(companyName: string): HTMLElement {
  return screen.getByRole('cell', { name: companyName }).closest('tr') as HTMLElement;
}

describe('/clienti-instruire', () => {
  it("shows every company's figures with DD.MM.YYYY dates and the status in its colour", async () => {
    openPage({ body: [brasov, bakery, transport] });

    expect(await screen.findByRole('heading', { name: labels.title, level: 1 })).toBeTruthy();
    await screen.findByRole('cell', { name: brasov.company_name });
    const cells = within(rowOf(brasov.company_name))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Construcții Brașov SRL',
      '01.09.2025',
      '15.09.2025',
      '01.03.2026',
      '6 luni',
      'În termen',
      'în 45 de zile',
      'În termen: 3',
    ]);
    expect(
      within(rowOf(bakery.company_name)).getByText('Expiră curând').closest('[data-status]'),
    ).toHaveProperty('dataset.status', 'yellow');
    const transportRow = within(rowOf(transport.company_name));
    expect(transportRow.getByText('depășit cu 20 de zile')).toBeTruthy();
    expect(transportRow.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Expirat: 1',
      'În termen: 1',
    ]);
    for (const header of [
      labels.company,
      labels.lastAllocation,
      labels.lastTraining,
      labels.nextDue,
      labels.frequency,
      labels.status,
      labels.daysRemaining,
      labels.people,
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    }
  });

  it("shows N/A for missing values and a grey 'Necunoscut' without a status", async () => {
    openPage({ body: [farm, bakery] });

    const row = await waitFor(() => rowOf(farm.company_name));

    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Ferma Dobrogea SRL',
      'N/A',
      'N/A',
      'N/A',
      '6 luni',
      'Necunoscut',
      'N/A',
      labels.noPeople,
    ]);
    expect(within(row).getByText(labels.unknownStatus).closest('[data-status]')).toHaveProperty(
      'dataset.status',
      'none',
    );
    expect(within(rowOf(bakery.company_name)).getByText('N/A')).toBeTruthy();
  });

  it("shows 'Necunoscut' for a status that came without its label", async () => {
    openPage({ body: [buildStatusItem({ status_label: null })] });

    const row = await waitFor(() => rowOf(brasov.company_name));

    expect(within(row).getByText(labels.unknownStatus).closest('[data-status]')).toHaveProperty(
      'dataset.status',
      'green',
    );
  });

  it("finds 'Brașov' when searching 'brasov', whatever the case and diacritics", async () => {
    const { user } = openPage({ body: [brasov, bakery, transport, farm] });
    await screen.findByRole('cell', { name: brasov.company_name });
    const search = screen.getByRole('searchbox', { name: labels.search });

    await user.type(search, 'brasov');
    expect(rowNames()).toEqual(['Construcții Brașov SRL']);

    await user.clear(search);
    await user.type(search, 'SOMEȘ');
    expect(rowNames()).toEqual(['Transporturi Someș SRL']);

    await user.clear(search);
    await user.type(search, 'panificatia');
    expect(rowNames()).toEqual(['Panificația Moldovei SA']);
  });

  it("says 'Nicio companie găsită.' when the search matches nothing, and when there is no company", async () => {
    const { user } = openPage({ body: [brasov] });
    await screen.findByRole('cell', { name: brasov.company_name });

    await user.type(screen.getByRole('searchbox', { name: labels.search }), 'Cluj');

    expect(screen.getByText(labels.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says 'Nicio companie găsită.' for a firm without companies", async () => {
    openPage({ body: [] });

    expect(await screen.findByText(labels.empty)).toBeTruthy();
  });

  it("says 'A apărut o eroare la preluarea datelor.' when the call fails", async () => {
    openPage({ status: 500, body: { detail: 'A apărut o eroare internă.' } });

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });

    expect(alert.textContent).toBe(labels.loadFailure);
    expect(screen.queryByText(labels.empty)).toBeNull();
  });

  it('lists the overdue first, then the untrained, due soon, on time, and those without a status last', async () => {
    openPage({ body: [brasov, farm, bakery, installer, transport] });
    await screen.findByRole('cell', { name: brasov.company_name });

    expect(rowNames()).toEqual([
      'Transporturi Someș SRL',
      'Instalații Cluj SRL',
      'Panificația Moldovei SA',
      'Construcții Brașov SRL',
      'Ferma Dobrogea SRL',
    ]);
  });

  it("says the days in words: 'depășit cu', 'astăzi', 'în'", async () => {
    const days = [-1, 0, 1, 5, 20, -101];
    openPage({
      body: days.map((daysRemaining) =>
        buildStatusItem({ company_name: `Compania ${daysRemaining}`, days_remaining: daysRemaining }),
      ),
    });
    await screen.findByRole('cell', { name: 'Compania 0' });

    const shown = days.map(
      (daysRemaining) => within(rowOf(`Compania ${daysRemaining}`)).getAllByRole('cell')[6]?.textContent,
    );

    expect(shown).toEqual([
      'depășit cu 1 zi',
      'astăzi',
      'în 1 zi',
      'în 5 zile',
      'în 20 de zile',
      'depășit cu 101 zile',
    ]);
  });

  it("opens the company's page from anywhere on its row", async () => {
    const { user, router } = openPage({ body: [brasov, transport] });
    const days = await screen.findByRole('cell', { name: 'depășit cu 20 de zile' });

    await user.click(days);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/companii/${transport.id}`));
  });

  it("opens the company's page from its name's link by the keyboard, the row's one tab stop", async () => {
    const { user, router } = openPage({ body: [brasov, transport] });
    await screen.findByRole('cell', { name: brasov.company_name });
    const link = screen.getByRole('link', { name: brasov.company_name });
    // The row's one stop for the keyboard is its name's link; the row itself adds none.
    expect(rowOf(brasov.company_name).querySelectorAll('a, button, [tabindex]')).toHaveLength(1);
    link.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/companii/${brasov.id}`));
  });

  it('sorts by days remaining, both ways, with companies without a status last', async () => {
    const { user } = openPage({ body: [brasov, farm, bakery, transport] });
    await screen.findByRole('cell', { name: brasov.company_name });
    const sortButton = screen.getByRole('button', { name: labels.daysRemaining });
    const header = screen.getByRole('columnheader', { name: labels.daysRemaining });
    expect(header.getAttribute('aria-sort')).toBe('none');

    await user.click(sortButton);
    expect(rowNames()).toEqual([
      'Transporturi Someș SRL',
      'Panificația Moldovei SA',
      'Construcții Brașov SRL',
      'Ferma Dobrogea SRL',
    ]);
    expect(header.getAttribute('aria-sort')).toBe('ascending');

    await user.click(sortButton);
    expect(rowNames()).toEqual([
      'Construcții Brașov SRL',
      'Panificația Moldovei SA',
      'Transporturi Someș SRL',
      'Ferma Dobrogea SRL',
    ]);
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it("opens already filtered on the company a reminder's link names", async () => {
    openPage({ body: [brasov, bakery] }, '/clienti-instruire?cautare=Panifica%C8%9Bia%20Moldovei%20SA');

    await screen.findByRole('cell', { name: bakery.company_name });

    expect(rowNames()).toEqual(['Panificația Moldovei SA']);
    expect(screen.getByRole('searchbox', { name: labels.search })).toHaveProperty(
      'value',
      'Panificația Moldovei SA',
    );
  });

  it('goes back to the owner dashboard', async () => {
    const { user, router } = openPage({ body: [brasov] });

    await user.click(await screen.findByRole('link', { name: texts.common.backToDashboard }));

    // A route's page loads with the route, so the address changes once the dashboard is there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-owner'));
  });
});

describe('/clienti-instruire on a phone', () => {
  const setupMatchMedia = window.matchMedia;

  afterEach(() => {
    window.matchMedia = setupMatchMedia;
  });

  /** A screen narrower than Mantine's `sm` breakpoint. */
  function emulatePhoneScreen() {
    window.matchMedia = (query: string) =>
      ({ ...setupMatchMedia(query), matches: query.includes('max-width') }) as MediaQueryList;
  }

  it('shows one card per company, its status and days remaining first, sortable by a button', async () => {
    emulatePhoneScreen();
    const { user } = openPage({ body: [brasov, farm, transport] });

    const card = await screen.findByRole('listitem', { name: farm.company_name });

    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText(labels.unknownStatus).closest('[data-status]')).toHaveProperty(
      'dataset.status',
      'none',
    );
    expect(within(card).getAllByText('N/A')).toHaveLength(4);
    expect(within(card).getByText(labels.noPeople)).toBeTruthy();
    const transportCard = within(screen.getByRole('listitem', { name: transport.company_name }));
    expect(transportCard.getByText('depășit cu 20 de zile')).toBeTruthy();
    expect(transportCard.getByText('Expirat: 1')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: brasov.company_name })).getByText('01.03.2026'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: labels.sortAscending }));

    // The cards are the list items named after their company; the counts inside are lists of their own.
    const cardNames = screen
      .getAllByRole('listitem')
      .flatMap((item) => item.getAttribute('aria-label') ?? []);
    expect(cardNames).toEqual(['Transporturi Someș SRL', 'Construcții Brașov SRL', 'Ferma Dobrogea SRL']);
    expect(screen.getByRole('button', { name: labels.sortDescending })).toBeTruthy();
  });

  it("opens the company's page from anywhere on its card", async () => {
    emulatePhoneScreen();
    const { user, router } = openPage({ body: [brasov, transport] });
    const card = await screen.findByRole('listitem', { name: transport.company_name });

    await user.click(within(card).getByText('depășit cu 20 de zile'));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/companii/${transport.id}`));
  });
});

describe("the owner dashboard's training-status summary", () => {
  it('counts the companies monitored, overdue and due soon, draws the split and links to the page', async () => {
    signIn({ role: 'owner' });
    fakeApi({
      [STATUS_PATH]: { body: [brasov, bakery, transport, farm, buildStatusItem({ company_name: 'B' })] },
    });
    const { user, router } = renderApp('/dashboard-owner');

    const summary = await screen.findByRole('region', { name: labels.summary.title });
    await within(summary).findByText(labels.summary.monitored);

    const figure = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    expect(figure(labels.summary.monitored)).toBe('5');
    expect(figure(labels.summary.overdue)).toBe('1');
    expect(figure(labels.summary.dueSoon)).toBe('1');
    expect(within(summary).getByRole('img', { name: labels.summary.chart(2, 1, 1) })).toBeTruthy();
    expect(within(summary).getByText('În termen: 2')).toBeTruthy();
    expect(within(summary).getByText(`${labels.summary.withoutStatus}: 1`)).toBeTruthy();

    await user.click(within(summary).getByRole('link', { name: labels.summary.link }));
    expect(router.state.location.pathname).toBe('/clienti-instruire');
  });

  it('says so when the figures cannot be loaded', async () => {
    signIn({ role: 'owner' });
    fakeApi({ [STATUS_PATH]: { status: 500, body: { detail: 'Eroare.' } } });
    renderApp('/dashboard-owner');

    const summary = await screen.findByRole('region', { name: labels.summary.title });

    expect((await within(summary).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      labels.loadFailure,
    );
  });
});
