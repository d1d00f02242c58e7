import { BULK_ASSIGN_BATCH_SIZE, texts, WORKER_TRAINING_STATUS_LABELS } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildId, signIn } from './support/builders';
import { fakeApi, type RecordedCall } from './support/fake-api';
import { renderApp } from './support/render-app';

const brasov = {
  ...buildCompany({ name: 'Construcții Brașov SRL', registration_number: 'J08/100/2020' }),
  workers: { on_time: 3, due_soon: 0, overdue: 2, untrained: 0 },
};
const cluj = {
  ...buildCompany({ name: 'Brutăria Cluj SRL', registration_number: 'J12/200/2021' }),
  workers: { on_time: 1, due_soon: 0, overdue: 0, untrained: 0 },
};
const course = {
  id: buildId(),
  title: 'Instruire periodică SSM',
  description: '',
  category: 'SSM',
  subcategory: 'periodica',
  duration: 60,
  min_study_minutes: 0,
  min_study_reason: null,
  file: '',
  has_quiz: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** The register's answer for a search: the companies whose name contains it, folded as the server folds. */
function registerAnswer(call: RecordedCall) {
  const search = (call.query.get('search') ?? '').toLowerCase();
  const companies = [brasov, cluj].filter((company) =>
    company.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(search),
  );
  return {
    body: {
      total: companies.length,
      total_workers: companies.length * 5,
      page: 1,
      page_count: 1,
      companies: call.query.get('archived') === 'true' ? [] : companies,
    },
  };
}

describe('the company register', () => {
  it('searches on the server and shows each company with its workers by status', async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({ 'GET /api/company-register/': registerAnswer });
    const { user } = renderApp('/companii');

    expect(await screen.findByText(brasov.name, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(cluj.name)).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: texts.companies.search });
    await user.type(search, 'brasov{Enter}');

    await waitFor(() => expect(screen.queryByText(cluj.name)).toBeNull());
    expect(api.callsTo('GET /api/company-register/').at(-1)?.query.get('search')).toBe('brasov');
    const list = screen.getByRole('list', { name: texts.companies.registerTitle });
    expect(
      within(list).getByText(texts.trainingStatus.peopleInStatus(WORKER_TRAINING_STATUS_LABELS.overdue, 2)),
    ).toBeTruthy();
  }, 20_000);

  it('archives a company after asking, and deletes only once its exact name is typed', async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({
      'GET /api/company-register/': registerAnswer,
      [`POST /api/companies/${brasov.id}/archive/`]: {
        body: { ...brasov, archived_at: '2026-11-29T10:00:00.000Z' },
      },
      [`DELETE /api/companies/${cluj.id}/`]: { body: { detail: texts.companies.deleted } },
    });
    const { user } = renderApp('/companii');

    await user.click(
      await screen.findByRole(
        'button',
        { name: `${texts.companies.archive}: ${brasov.name}` },
        { timeout: 10_000 },
      ),
    );
    const archiveDialog = await screen.findByRole('dialog');
    expect(within(archiveDialog).getByText(texts.companies.archiveConfirm(brasov.name))).toBeTruthy();
    await user.click(within(archiveDialog).getByRole('button', { name: texts.companies.archive }));
    await expect.poll(() => api.callsTo(`POST /api/companies/${brasov.id}/archive/`).length).toBe(1);

    await user.click(screen.getByRole('button', { name: `${texts.companies.deleteTitle}: ${cluj.name}` }));
    const deleteDialog = await screen.findByRole('dialog');
    const confirm = within(deleteDialog).getByRole('button', { name: texts.common.delete });
    const nameField = within(deleteDialog).getByRole('textbox', {
      name: texts.companies.deleteTypeName(cluj.name),
    });
    await user.type(nameField, 'brutaria cluj srl');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.clear(nameField);
    await user.type(nameField, cluj.name);
    await user.click(confirm);

    await expect.poll(() => api.callsTo(`DELETE /api/companies/${cluj.id}/`).length).toBe(1);
    expect(api.callsTo(`DELETE /api/companies/${cluj.id}/`)[0]?.body).toEqual({ confirm_name: cluj.name });
  }, 15_000);

  it('sends only the changed fields of a company', async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({
      'GET /api/company-register/': registerAnswer,
      [`PATCH /api/companies/${cluj.id}/`]: { body: { ...cluj, phone: '0264 123 456' } },
    });
    const { user } = renderApp('/companii');

    await user.click(
      await screen.findByRole(
        'button',
        { name: `${texts.companies.edit}: ${cluj.name}` },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: texts.companies.phone }), '0264 123 456');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: texts.companies.trainingFrequency }),
      '12',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.companies.save }));

    await expect.poll(() => api.callsTo(`PATCH /api/companies/${cluj.id}/`).length).toBe(1);
    expect(api.callsTo(`PATCH /api/companies/${cluj.id}/`)[0]?.body).toEqual({
      phone: '0264 123 456',
      training_frequency_months: 12,
    });
  }, 15_000);

  it('assigns a course to the companies ticked: the count first, then the outcome', async () => {
    signIn({ role: 'owner' });
    const bulkCall = `POST /api/courses/${course.id}/assign-companies/`;
    const api = fakeApi({
      'GET /api/company-register/': registerAnswer,
      'GET /api/courses/': { body: [course] },
      [bulkCall]: (call) => {
        const body = call.body as { dry_run?: boolean };
        return {
          body: {
            dry_run: Boolean(body.dry_run),
            companies: 2,
            people: 6,
            already_assigned: 0,
            assigned_companies: body.dry_run ? 0 : 2,
            people_reached: body.dry_run ? 0 : 6,
            skipped: [],
            company_ids: body.dry_run ? [brasov.id, cluj.id] : [],
          },
        };
      },
    });
    const { user } = renderApp('/companii');

    await user.click(
      await screen.findByRole('checkbox', { name: texts.companies.select(brasov.name) }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole('checkbox', { name: texts.companies.select(cluj.name) }));
    await user.click(screen.getByRole('button', { name: `${texts.bulkAssign.open} (2)` }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: texts.bulkAssign.course }),
      course.title,
    );
    await user.click(within(dialog).getByRole('button', { name: texts.bulkAssign.previewButton }));

    expect(await within(dialog).findByText(texts.bulkAssign.preview(2, 6))).toBeTruthy();
    expect(api.callsTo(bulkCall)[0]?.body).toMatchObject({
      company_ids: [brasov.id, cluj.id],
      dry_run: true,
    });
    await user.click(within(dialog).getByRole('button', { name: texts.bulkAssign.confirm }));

    expect(await within(dialog).findByText(texts.bulkAssign.done(2, 6))).toBeTruthy();
    const confirmed = api.callsTo(bulkCall)[1]?.body as { request_id?: string; dry_run?: boolean };
    expect(confirmed.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(confirmed.dry_run).toBeUndefined();
    expect(confirmed).toMatchObject({ company_ids: [brasov.id, cluj.id] });
  }, 15_000);

  it('assigns every company of a large firm in batches with the same request id, adding up what each reached', async () => {
    signIn({ role: 'owner' });
    const bulkCall = `POST /api/courses/${course.id}/assign-companies/`;
    const companyIds = Array.from({ length: BULK_ASSIGN_BATCH_SIZE * 2 + 20 }, () => buildId());
    let failNext = true;
    const api = fakeApi({
      'GET /api/company-register/': registerAnswer,
      'GET /api/courses/': { body: [course] },
      [bulkCall]: (call) => {
        const body = call.body as { dry_run?: boolean; company_ids?: string[] };
        if (body.dry_run) {
          return {
            body: {
              dry_run: true,
              companies: companyIds.length,
              people: companyIds.length * 3,
              already_assigned: 0,
              assigned_companies: 0,
              people_reached: 0,
              skipped: [],
              company_ids: companyIds,
            },
          };
        }
        // The second batch fails once: the owner confirms again and nothing is counted twice.
        if (body.company_ids?.[0] === companyIds[BULK_ASSIGN_BATCH_SIZE] && failNext) {
          failNext = false;
          return { status: 503, body: { detail: texts.api.serviceBusy } };
        }
        const batch = body.company_ids ?? [];
        return {
          body: {
            dry_run: false,
            companies: batch.length,
            people: batch.length * 3,
            already_assigned: 0,
            assigned_companies: batch.length,
            people_reached: batch.length * 3,
            skipped: [],
            company_ids: [],
          },
        };
      },
    });
    const { user } = renderApp('/companii');

    await user.click(await screen.findByRole('button', { name: texts.bulkAssign.open }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: texts.bulkAssign.course }),
      course.title,
    );
    await user.click(within(dialog).getByRole('button', { name: texts.bulkAssign.previewButton }));
    await within(dialog).findByText(texts.bulkAssign.preview(120, 360));
    await user.click(within(dialog).getByRole('button', { name: texts.bulkAssign.confirm }));

    expect(await within(dialog).findByText(texts.bulkAssign.interrupted(50, 120))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: texts.bulkAssign.confirm }));

    expect(await within(dialog).findByText(texts.bulkAssign.done(120, 360))).toBeTruthy();
    const batches = api
      .callsTo(bulkCall)
      .slice(1)
      .map((call) => call.body as { company_ids: string[]; request_id: string });
    expect(batches.map((batch) => batch.company_ids.length)).toEqual([50, 50, 50, 50, 20]);
    expect(new Set(batches.map((batch) => batch.request_id)).size).toBe(1);
    expect(batches.at(-1)?.company_ids).toEqual(companyIds.slice(100));
  }, 20_000);
});
