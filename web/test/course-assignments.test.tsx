import { texts } from '@ssm/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '@/lib/api-client';
import { buildId, signIn } from './support/builders';
import { buildCourseDetail } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

type Row = ApiResponse<'course-assignments'>[number];

const companyId = buildId();
function buildRow(overrides: Partial<Row>): Row {
  return {
    company_id: companyId,
    company_name: 'Construcții Brașov SRL',
    user_id: buildId(),
    user_name: 'Popescu Ion',
    assigned_at: '2026-03-02T08:00:00.000Z',
    assigned_by: 'Marin Ana',
    status: 'unfinished',
    ...overrides,
  };
}

const wholeCompany = buildRow({ user_id: null, user_name: null, status: null });
const waitingForSignature = buildRow({ user_name: 'Ionescu Maria', status: 'awaiting_signature' });
const signed = buildRow({ user_name: 'Stan Vasile', status: 'signed', assigned_by: null });
const laterPage = buildRow({ user_name: 'Rusu Elena' });

function openAsOwner() {
  signIn({ role: 'owner' });
  // No file, so the PDF viewer (checked in course-detail.test.tsx) stays out of the page.
  const course = buildCourseDetail({ file: '' });
  const api = fakeApi({
    [`GET /api/courses/${course.id}/`]: { body: course },
    [`GET /api/courses/${course.id}/quiz-attempts/`]: { body: [] },
    [`GET /api/courses/${course.id}/assignments/`]: (call) =>
      call.query.get('cursor') === 'next'
        ? { body: [laterPage] }
        : { body: [wholeCompany, waitingForSignature, signed], headers: { 'X-Next-Cursor': 'next' } },
  });
  return { api, course, ...renderApp(`/courses/${course.id}`) };
}

function rowOf(section: HTMLElement, text: string): HTMLElement {
  return within(section).getByText(text).closest('tr') as HTMLElement;
}

describe("the owner's view of a course's assignments", () => {
  it('shows to whom, when, by whom and where each person stands, and loads the next page on demand', async () => {
    const { api, user, course } = openAsOwner();

    const section = await screen.findByRole('region', { name: texts.courseAssignments.title });
    // The rows render as a transition after the answer: on a busy machine, later than a second.
    await within(section).findByText('Ionescu Maria', {}, { timeout: 5000 });
    expect(within(rowOf(section, texts.courseAssignments.wholeCompany)).getByText('—')).toBeTruthy();
    const pending = rowOf(section, 'Ionescu Maria');
    expect(within(pending).getByText(texts.courseAssignments.statuses.awaiting_signature)).toBeTruthy();
    expect(within(pending).getByText('02.03.2026, 10:00:00')).toBeTruthy();
    expect(within(pending).getByText('Marin Ana')).toBeTruthy();
    const done = rowOf(section, 'Stan Vasile');
    expect(within(done).getByText(texts.courseAssignments.statuses.signed)).toBeTruthy();
    expect(within(done).getByText(texts.courseAssignments.automatic)).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: texts.documents.loadMore }));

    const later = (await within(section).findByText('Rusu Elena', {}, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(later).getByText(texts.courseAssignments.statuses.unfinished)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: texts.documents.loadMore })).toBeNull();
    const pages = api.callsTo(`GET /api/courses/${course.id}/assignments/`);
    expect(pages.map((call) => call.query.get('cursor'))).toEqual([null, 'next']);
    expect(within(section).getByRole('link', { name: texts.courseAssignments.assign })).toHaveProperty(
      'pathname',
      `/assign-course/${course.id}`,
    );
  });

  it('says when the course is assigned to no one', async () => {
    signIn({ role: 'owner' });
    const course = buildCourseDetail({ file: '' });
    fakeApi({
      [`GET /api/courses/${course.id}/`]: { body: course },
      [`GET /api/courses/${course.id}/quiz-attempts/`]: { body: [] },
      [`GET /api/courses/${course.id}/assignments/`]: { body: [] },
    });
    renderApp(`/courses/${course.id}`);

    expect(await screen.findByText(texts.courseAssignments.empty)).toBeTruthy();
  });

  it('is not asked for by a trainee', async () => {
    signIn({ role: 'employee' });
    const course = buildCourseDetail({ file: '' });
    const api = fakeApi({ [`GET /api/courses/${course.id}/`]: { body: course } });
    renderApp(`/courses/${course.id}`);
    await screen.findByText(course.description);
    expect(screen.queryByRole('region', { name: texts.courseAssignments.title })).toBeNull();
    expect(api.callsTo(`GET /api/courses/${course.id}/assignments/`)).toHaveLength(0);
  });
});
