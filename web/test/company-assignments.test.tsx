import { texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '@/lib/api-client';
import { buildId, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';
import { buildCompanyOverview, onTimeWorker } from './support/worker-builders';

type Row = ApiResponse<'company-assignments'>[number];

const COMPANY_ID = buildId();
const BASE = `/api/companies/${COMPANY_ID}`;
const periodicId = buildId();

function buildRow(overrides: Partial<Row>): Row {
  return {
    course_id: buildId(),
    course_title: 'Instruire la locul de muncă: depozit',
    course_subcategory: 'loc_munca',
    user_id: buildId(),
    user_name: 'Popescu Ion',
    assigned_at: '2026-03-02T08:00:00.000Z',
    assigned_by: 'Marin Ana',
    status: 'unfinished',
    replaced: false,
    ...overrides,
  };
}

const wholeCompany = buildRow({
  course_id: periodicId,
  course_title: 'Instruire periodică SSM',
  course_subcategory: 'periodica',
  user_id: null,
  user_name: null,
  status: null,
});
const signedByReenrolment = buildRow({ user_name: 'Stan Vasile', status: 'signed', assigned_by: null });
const removedCourse = buildRow({ course_title: null, user_name: 'Rusu Elena' });
const laterPage = buildRow({ user_name: 'Ionescu Maria', status: 'awaiting_signature' });
const earlierRound = buildRow({ user_name: 'Dobre Mihai', status: null, replaced: true });

/** The company page as the signed-in user opens it, its people's part answered too; the assignments in pages. */
function openCompanyPage(pages: Row[][]) {
  const api = fakeApi({
    [`GET ${BASE}/training-overview/`]: {
      body: buildCompanyOverview({ id: COMPANY_ID, name: 'Construcții Brașov SRL' }),
    },
    [`GET ${BASE}/worker-trainings/`]: { body: [onTimeWorker] },
    [`GET ${BASE}/assignments/`]: (call) => {
      const index = Number(call.query.get('cursor') ?? 0);
      const next = index + 1 < pages.length ? { 'X-Next-Cursor': String(index + 1) } : undefined;
      const kind = call.query.get('subcategory');
      const rows = (pages[index] ?? []).filter((row) => !kind || row.course_subcategory === kind);
      return { body: rows, ...(next ? { headers: next } : {}) };
    },
  });
  return { api, ...renderApp(`/companii/${COMPANY_ID}`) };
}

function rowOf(section: HTMLElement, text: string): HTMLElement {
  return within(section).getByText(text).closest('tr') as HTMLElement;
}

describe("the company page's assigned courses", () => {
  it('shows each course, to whom, when, by whom and where each person stands, and loads the next page on demand', async () => {
    signIn({ role: 'owner' });
    const { api, user } = openCompanyPage([
      [wholeCompany, signedByReenrolment, removedCourse, earlierRound],
      [laterPage],
    ]);

    const section = await screen.findByRole('region', { name: texts.companyAssignments.title });
    await within(section).findByText('Stan Vasile');
    const forAll = rowOf(section, texts.courseAssignments.wholeCompany);
    expect(within(forAll).getByRole('link', { name: 'Instruire periodică SSM' })).toHaveProperty(
      'pathname',
      `/courses/${periodicId}`,
    );
    expect(within(forAll).getByText(texts.courseForm.subcategoryLabels.periodica)).toBeTruthy();
    expect(within(forAll).getByText('02.03.2026, 10:00:00')).toBeTruthy();
    expect(within(forAll).getByText('Marin Ana')).toBeTruthy();
    expect(within(forAll).getByText(texts.common.dash)).toBeTruthy();
    const signed = rowOf(section, 'Stan Vasile');
    expect(within(signed).getByText(texts.courseAssignments.statuses.signed)).toBeTruthy();
    expect(within(signed).getByText(texts.courseAssignments.automatic)).toBeTruthy();
    const gone = rowOf(section, 'Rusu Elena');
    expect(within(gone).getByText(texts.companyAssignments.removedCourse)).toBeTruthy();
    expect(within(gone).queryByRole('link')).toBeNull();
    const replaced = rowOf(section, 'Dobre Mihai');
    expect(within(replaced).getByText(texts.companyAssignments.replaced)).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: texts.documents.loadMore }));

    const later = (await within(section).findByText('Ionescu Maria')).closest('tr') as HTMLElement;
    expect(within(later).getByText(texts.courseAssignments.statuses.awaiting_signature)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: texts.documents.loadMore })).toBeNull();
    expect(api.callsTo(`GET ${BASE}/assignments/`).map((call) => call.query.get('cursor'))).toEqual([
      null,
      '1',
    ]);
  });

  it("links an admin to the courses assigned to the whole company or to them, not to a colleague's", async () => {
    signIn({ role: 'admin' });
    const adminId = (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id;
    const own = buildRow({
      course_title: 'Instruire suplimentară',
      user_id: adminId,
      user_name: 'Eu Însumi',
    });
    const colleague = buildRow({ course_title: 'Lucrul la înălțime', user_name: 'Stan Vasile' });
    openCompanyPage([[wholeCompany, own, colleague]]);

    const section = await screen.findByRole('region', { name: texts.companyAssignments.title });
    await within(section).findByText('Stan Vasile');

    expect(within(section).getByRole('link', { name: 'Instruire periodică SSM' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Instruire suplimentară' })).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'Lucrul la înălțime' })).toBeNull();
  });

  it('shows only the kind of training chosen, asking the server for that kind', async () => {
    signIn({ role: 'owner' });
    const { api, user } = openCompanyPage([[wholeCompany, signedByReenrolment]]);
    const section = await screen.findByRole('region', { name: texts.companyAssignments.title });
    await within(section).findByText('Stan Vasile');

    await user.selectOptions(
      within(section).getByLabelText(texts.companyAssignments.kind),
      texts.courseForm.subcategoryLabels.periodica,
    );

    await waitFor(() => expect(within(section).queryByText('Stan Vasile')).toBeNull());
    expect(within(section).getByText(texts.courseAssignments.wholeCompany)).toBeTruthy();
    expect(api.callsTo(`GET ${BASE}/assignments/`).map((call) => call.query.get('subcategory'))).toEqual([
      null,
      'periodica',
    ]);
  });

  it('says when the company has no course assigned', async () => {
    signIn({ role: 'owner' });
    openCompanyPage([[]]);

    expect(await screen.findByText(texts.companyAssignments.empty)).toBeTruthy();
  });
});
