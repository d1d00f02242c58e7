import { type ReenrolmentSettings, texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildId, signIn } from './support/builders';
import { buildCourse } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';
import {
  buildCompanyOverview,
  onTimeWorker,
  overdueWorker,
  untrainedWorker,
} from './support/worker-builders';

const labels = texts.workerTraining;
const COMPANY_ID = buildId();
const BASE = `/api/companies/${COMPANY_ID}`;
const overview = buildCompanyOverview({ id: COMPANY_ID, name: 'Construcții Brașov SRL' });
const ssmPeriodic = buildCourse({ title: 'Instruire periodică SSM', subcategory: 'periodica' });
const psiPeriodic = buildCourse({
  title: 'Instruire periodică PSI',
  category: 'PSI-SU',
  subcategory: 'periodica',
});
const ssmIntroductive = buildCourse({ title: 'Instruire introductiv-generală SSM' });

function openPage(role: 'owner' | 'admin') {
  signIn({ role });
  const api = fakeApi({
    [`GET ${BASE}/training-overview/`]: { body: overview },
    // Two pages: the page reads on to the last before it filters and counts.
    [`GET ${BASE}/worker-trainings/`]: (call) =>
      call.query.get('cursor')
        ? { body: [untrainedWorker] }
        : { body: [onTimeWorker, overdueWorker], headers: { 'X-Next-Cursor': 'page-2' } },
    [`PUT ${BASE}/training-settings/`]: (call) => ({ body: { ...overview, ...(call.body as object) } }),
    'GET /api/courses/': { body: [ssmPeriodic, psiPeriodic, ssmIntroductive] },
  });
  return { api, ...renderApp(`/companii/${COMPANY_ID}`) };
}

/** The bodies of the settings saves, in order. */
function savedSettings(api: ReturnType<typeof fakeApi>): unknown[] {
  return api.callsTo(`PUT ${BASE}/training-settings/`).map((call) => call.body);
}

function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

function shownUsernames(): string[] {
  return [
    ...new Set(
      [...document.querySelectorAll('tr[data-username]')].map((row) => row.getAttribute('data-username')),
    ),
  ] as string[];
}

describe("/companii/:companyId, a company's people and their trainings", () => {
  it('reads every page, counts the people per status and keeps only the late ones on request', async () => {
    const { api, user } = openPage('owner');

    await screen.findByRole('heading', { name: overview.name });
    const counts = screen.getByRole('region', { name: labels.counts });
    expect(within(counts).getByText(labels.countLine('În termen', 1))).toBeTruthy();
    expect(within(counts).getByText(labels.countLine('Expirat', 1))).toBeTruthy();
    expect(within(counts).getByText(labels.countLine('Neinstruit', 1))).toBeTruthy();
    expect(shownUsernames()).toEqual(['stefan.d', 'ana.pop', '=cmd|calc']);
    expect(api.callsTo(`GET ${BASE}/worker-trainings/`).map((call) => call.query.get('cursor'))).toEqual([
      null,
      'page-2',
    ]);

    await user.click(screen.getByLabelText(labels.overdueOnly));

    expect(shownUsernames()).toEqual(['ana.pop', '=cmd|calc']);
    await user.type(screen.getByLabelText(labels.searchPerson), 'pop ana');
    expect(shownUsernames()).toEqual(['ana.pop']);
  });

  it("lets the owner save the company's threshold and shorter interval", async () => {
    const { api, user } = openPage('owner');
    const warningDays = await screen.findByLabelText(labels.warningDays);

    await user.clear(warningDays);
    await user.type(warningDays, '45');
    await user.selectOptions(screen.getByLabelText(labels.shorterInterval), '3');
    await user.click(screen.getByRole('button', { name: labels.saveSettings }));

    await waitFor(() =>
      expect(savedSettings(api)).toEqual([
        { warning_days: 45, shorter_interval_months: 3, reenrolment: overview.reenrolment },
      ]),
    );
  });

  it('lets the owner switch re-enrolment on with a periodic course of the domain, and name the new hires’ courses', async () => {
    const { api, user } = openPage('owner');
    const periodicSsm = await screen.findByLabelText(labels.namedCourse.periodica('SSM'));
    // Each select offers only the firm's courses of its domain and type.
    await waitFor(() => expect(optionTexts(periodicSsm)).toEqual([labels.noNamedCourse, ssmPeriodic.title]));
    expect(optionTexts(screen.getByLabelText(labels.namedCourse.periodica('PSI-SU')))).toEqual([
      labels.noNamedCourse,
      psiPeriodic.title,
    ]);

    await user.click(screen.getByLabelText(labels.reenrolmentEnabled));
    const leadDays = screen.getByLabelText(labels.reenrolmentLeadDays);
    await user.clear(leadDays);
    await user.type(leadDays, '45');
    await user.selectOptions(periodicSsm, ssmPeriodic.id);
    await user.selectOptions(
      screen.getByLabelText(labels.namedCourse.introductive('SSM')),
      ssmIntroductive.id,
    );
    await user.click(screen.getByRole('button', { name: labels.saveSettings }));

    await waitFor(() =>
      expect(savedSettings(api)).toEqual([
        {
          warning_days: 30,
          shorter_interval_months: null,
          reenrolment: {
            enabled: true,
            lead_days: 45,
            courses: {
              SSM: { introductive: ssmIntroductive.id, loc_munca: null, periodica: ssmPeriodic.id },
              'PSI-SU': { introductive: null, loc_munca: null, periodica: null },
            },
          },
        },
      ]),
    );
  });

  it('offers no course without a quiz, and saves one named before such courses were refused as none', async () => {
    signIn({ role: 'owner' });
    const withoutQuiz = buildCourse({
      title: 'Instruire la locul de muncă fără test',
      subcategory: 'loc_munca',
      has_quiz: false,
    });
    const workplace = buildCourse({ title: 'Instruire la locul de muncă SSM', subcategory: 'loc_munca' });
    const naming = {
      ...overview,
      reenrolment: {
        ...overview.reenrolment,
        courses: {
          ...overview.reenrolment.courses,
          SSM: { introductive: ssmIntroductive.id, loc_munca: withoutQuiz.id, periodica: null },
        },
      },
    };
    const api = fakeApi({
      [`GET ${BASE}/training-overview/`]: { body: naming },
      [`GET ${BASE}/worker-trainings/`]: { body: [onTimeWorker] },
      [`PUT ${BASE}/training-settings/`]: (call) => ({ body: { ...naming, ...(call.body as object) } }),
      'GET /api/courses/': { body: [ssmIntroductive, withoutQuiz, workplace] },
    });
    const { user } = renderApp(`/companii/${COMPANY_ID}`);
    const workplaceSsm = await screen.findByLabelText(labels.namedCourse.loc_munca('SSM'));

    await waitFor(() => expect(optionTexts(workplaceSsm)).toEqual([labels.noNamedCourse, workplace.title]));
    expect((workplaceSsm as HTMLSelectElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: labels.saveSettings }));

    await waitFor(() => expect(savedSettings(api)).toHaveLength(1));
    const [saved] = savedSettings(api) as { reenrolment: ReenrolmentSettings }[];
    expect(saved?.reenrolment.courses.SSM).toEqual({
      introductive: ssmIntroductive.id,
      loc_munca: null,
      periodica: null,
    });
  });

  it("shows the server's Romanian reason when the settings are refused", async () => {
    signIn({ role: 'owner' });
    fakeApi({
      [`GET ${BASE}/training-overview/`]: { body: overview },
      [`GET ${BASE}/worker-trainings/`]: { body: [onTimeWorker] },
      'GET /api/courses/': { body: [] },
      [`PUT ${BASE}/training-settings/`]: {
        status: 400,
        body: { detail: texts.workerTraining.reenrolmentNeedsPeriodicCourse },
      },
    });
    const { user } = renderApp(`/companii/${COMPANY_ID}`);

    await user.click(await screen.findByLabelText(labels.reenrolmentEnabled));
    await user.click(screen.getByRole('button', { name: labels.saveSettings }));

    expect(await screen.findByText(texts.workerTraining.reenrolmentNeedsPeriodicCourse)).toBeTruthy();
  });

  it('shows an admin the same people without the settings, which only the owner changes', async () => {
    openPage('admin');

    await screen.findByRole('heading', { name: overview.name });

    expect(shownUsernames()).toEqual(['stefan.d', 'ana.pop', '=cmd|calc']);
    expect(screen.queryByLabelText(labels.warningDays)).toBeNull();
    expect(screen.getByRole('button', { name: labels.saveEvent })).toBeTruthy();
  });
});
