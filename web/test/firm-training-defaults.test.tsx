import { texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildId, signIn } from './support/builders';
import { buildCourse } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';
import { buildCompanyOverview, onTimeWorker } from './support/worker-builders';

const labels = texts.workerTraining;
const COMPANY_ID = buildId();
const BASE = `/api/companies/${COMPANY_ID}`;
const NONE = { introductive: null, loc_munca: null, periodica: null };
const ssmPeriodic = buildCourse({ title: 'Instruire periodică SSM', subcategory: 'periodica' });
const ssmIntroductive = buildCourse({ title: 'Instruire introductiv-generală SSM' });
const firmDefaults = {
  enabled: true,
  lead_days: 30,
  courses: { SSM: { ...NONE, periodica: ssmPeriodic.id }, 'PSI-SU': NONE },
};

describe('/setari-instruire, the firm’s default training settings', () => {
  it('says how many companies do not follow them, and saves the switch, lead time and courses once for the firm', async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({
      'GET /api/training-defaults/': {
        body: { reenrolment: { ...firmDefaults, enabled: false }, companies_with_own_settings: 3 },
      },
      'PUT /api/training-defaults/': (call) => ({
        body: { ...(call.body as object), companies_with_own_settings: 3 },
      }),
      'GET /api/courses/': { body: [ssmPeriodic, ssmIntroductive] },
    });
    const { user } = renderApp('/setari-instruire');

    expect(await screen.findByText(texts.firmTrainingDefaults.companiesWithOwnSettings(3))).toBeTruthy();
    expect(texts.firmTrainingDefaults.companiesWithOwnSettings(3)).toBe(
      '3 companii au setări proprii și nu urmează aceste setări.',
    );
    const introductive = screen.getByLabelText(labels.namedCourse.introductive('SSM'));
    await waitFor(() =>
      expect(
        within(introductive)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([labels.noNamedCourse, ssmIntroductive.title]),
    );
    await user.click(screen.getByLabelText(labels.reenrolmentEnabled));
    await user.selectOptions(introductive, ssmIntroductive.id);
    await user.click(screen.getByRole('button', { name: texts.firmTrainingDefaults.save }));

    await waitFor(() =>
      expect(api.callsTo('PUT /api/training-defaults/').map((call) => call.body)).toEqual([
        {
          reenrolment: {
            ...firmDefaults,
            courses: {
              SSM: { ...NONE, introductive: ssmIntroductive.id, periodica: ssmPeriodic.id },
              'PSI-SU': NONE,
            },
          },
        },
      ]),
    );
    expect(await screen.findByText(texts.firmTrainingDefaults.saved)).toBeTruthy();
  });
});

describe('a company’s choice between the firm’s defaults and its own', () => {
  function openCompany(source: 'firm' | 'company') {
    signIn({ role: 'owner' });
    const overview = {
      ...buildCompanyOverview({ id: COMPANY_ID, name: 'Construcții Brașov SRL' }),
      reenrolment: firmDefaults,
      reenrolment_source: source,
    };
    const api = fakeApi({
      [`GET ${BASE}/training-overview/`]: { body: overview },
      [`GET ${BASE}/worker-trainings/`]: { body: [onTimeWorker] },
      [`PUT ${BASE}/training-settings/`]: (call) => ({ body: { ...overview, ...(call.body as object) } }),
      'GET /api/courses/': { body: [ssmPeriodic, ssmIntroductive] },
    });
    const saved = () => api.callsTo(`PUT ${BASE}/training-settings/`).map((call) => call.body);
    return { saved, ...renderApp(`/companii/${COMPANY_ID}`) };
  }

  it('shows a following company as following, without course fields, and sends nothing of re-enrolment on a save', async () => {
    const { user, saved } = openCompany('firm');

    expect(await screen.findByText(labels.followsFirmDefaults)).toBeTruthy();
    expect((screen.getByLabelText(labels.reenrolmentSourceFirm) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(labels.namedCourse.periodica('SSM'))).toBeNull();
    expect(screen.getByRole('link', { name: labels.openFirmDefaults }).getAttribute('href')).toBe(
      '/setari-instruire',
    );
    await user.click(screen.getByRole('button', { name: labels.saveSettings }));

    await waitFor(() => expect(saved()).toEqual([{ warning_days: 30, shorter_interval_months: null }]));
  });

  it('gives the company its own settings, starting from the firm’s', async () => {
    const { user, saved } = openCompany('firm');

    await user.click(await screen.findByLabelText(labels.reenrolmentSourceCompany));
    expect(screen.getByText(labels.hasOwnSettings)).toBeTruthy();
    await user.click(screen.getByLabelText(labels.reenrolmentEnabled));
    await user.click(screen.getByRole('button', { name: labels.saveSettings }));

    await waitFor(() =>
      expect(saved()).toEqual([
        { warning_days: 30, shorter_interval_months: null, reenrolment: { ...firmDefaults, enabled: false } },
      ]),
    );
  });

  it('takes a company with its own settings back to the firm’s defaults', async () => {
    const { user, saved } = openCompany('company');

    expect(await screen.findByText(labels.hasOwnSettings)).toBeTruthy();
    await user.click(screen.getByLabelText(labels.reenrolmentSourceFirm));
    expect(screen.queryByLabelText(labels.reenrolmentEnabled)).toBeNull();
    await user.click(screen.getByRole('button', { name: labels.saveSettings }));

    await waitFor(() =>
      expect(saved()).toEqual([{ warning_days: 30, shorter_interval_months: null, reenrolment: null }]),
    );
  });
});
