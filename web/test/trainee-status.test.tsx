import { texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser, buildProgressItem, signIn } from './support/builders';
import { buildCourse, buildCourseDetail } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';
import { onTimeWorker } from './support/worker-builders';

const labels = texts.courses.statusLabels;

const toDo = buildCourse({ title: 'Curs neînceput', subcategory: 'periodica' });
const failed = buildCourse({ title: 'Curs picat' });
const toSign = buildCourse({ title: 'Curs de semnat' });
const counterSigning = buildCourse({ title: 'Curs la contrasemnat' });
const done = buildCourse({ title: 'Curs finalizat', subcategory: 'periodica' });

const recordToSign = buildProgressItem({
  course: toSign.id,
  course_title: toSign.title,
  quiz_score: 100,
  completed_at: '2026-03-04T08:15:00.000Z',
  document_status: 'awaiting_trainee',
});
const attempts = [
  buildProgressItem({ course: failed.id, course_title: failed.title, completed: false, quiz_score: 70 }),
  recordToSign,
  buildProgressItem({
    course: counterSigning.id,
    course_title: counterSigning.title,
    document_status: 'awaiting_admin',
  }),
  buildProgressItem({ course: done.id, course_title: done.title, document_status: 'signed' }),
];

function openAs(role: 'employee' | 'admin', path: string) {
  signIn({ role });
  const api = fakeApi({
    'GET /api/users/me/': { body: buildCurrentUser({ role }) },
    'GET /api/courses/': { body: [toDo, failed, toSign, counterSigning, done] },
    [`GET /api/courses/${toSign.id}/`]: { body: buildCourseDetail({ ...toSign, file: '' }) },
    'GET /api/user-progress/': { body: attempts },
    'GET /api/users/me/trainings/': { body: onTimeWorker.training },
    'GET /api/documents/pending-admin/': { body: [] },
  });
  return { api, ...renderApp(path) };
}

function cardOf(list: HTMLElement, title: string): HTMLElement {
  return within(list).getByRole('link', { name: title }).closest('li') as HTMLElement;
}

describe('the trainee’s state on the course cards', () => {
  it.each([
    ['employee', '/dashboard-employee'],
    ['admin', '/dashboard-admin'],
  ] as const)('names each course’s state on the %s dashboard, with the due date', async (role, path) => {
    openAs(role, path);

    const list = await screen.findByRole('region', { name: texts.courses.listTitle });
    await within(list).findByText(labels.done);
    expect(within(cardOf(list, toDo.title)).getByText(labels.to_do)).toBeTruthy();
    expect(within(cardOf(list, failed.title)).getByText(labels.failed)).toBeTruthy();
    expect(within(cardOf(list, toSign.title)).getByText(labels.awaiting_signature)).toBeTruthy();
    expect(
      within(cardOf(list, counterSigning.title)).getByText(labels.awaiting_countersignature),
    ).toBeTruthy();
    expect(within(cardOf(list, done.title)).getByText(labels.done)).toBeTruthy();
    const periodicDue = onTimeWorker.training.domains.SSM.phases.periodica.due_date as string;
    const [year, month, day] = periodicDue.split('-');
    expect(
      within(cardOf(list, toDo.title)).getByText(texts.courses.dueDate(`${day}.${month}.${year}`)),
    ).toBeTruthy();
    // A finished course says so, not when its next training is due.
    expect(within(cardOf(list, done.title)).queryByText(/Termen/)).toBeNull();
  });

  it('leads from the course’s card to the signature of its passed record', async () => {
    const { user, router } = openAs('employee', '/dashboard-employee');

    const list = await screen.findByRole('region', { name: texts.courses.listTitle });
    await within(list).findByText(labels.awaiting_signature);
    const card = cardOf(list, toSign.title);
    const sign = await within(card).findByRole('link', { name: `${texts.courses.sign}: ${toSign.title}` });
    expect(within(list).getAllByRole('link', { name: new RegExp(`^${texts.courses.sign}`) })).toHaveLength(1);

    await user.click(sign);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/sign/${recordToSign.id}`));
    expect(await screen.findByRole('region', { name: texts.signing.recordTitle })).toBeTruthy();
  });

  it('shows an owner the firm’s courses without any trainee state', async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({ 'GET /api/courses/': { body: [toDo] } });
    renderApp('/courses');

    await screen.findByRole('link', { name: toDo.title });
    expect(screen.queryByText(labels.to_do)).toBeNull();
    expect(api.callsTo('GET /api/user-progress/')).toEqual([]);
  });
});

describe('records waiting for the trainee’s signature', () => {
  it('lists each on the dashboard with its date and score, and nothing once none waits', async () => {
    openAs('employee', '/dashboard-employee');

    const section = await screen.findByRole('region', { name: texts.courses.recordsToSignTitle });
    expect(within(section).getByText(toSign.title)).toBeTruthy();
    expect(within(section).getByText(texts.courses.recordToSignLine('04.03.2026', '100'))).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: `${texts.courses.sign}: ${toSign.title}` })
        .getAttribute('href'),
    ).toBe(`/sign/${recordToSign.id}`);
  });

  it('hides the section when every record is signed', async () => {
    signIn({ role: 'employee' });
    fakeApi({
      'GET /api/courses/': { body: [done] },
      'GET /api/user-progress/': { body: [buildProgressItem({ course: done.id })] },
      'GET /api/users/me/trainings/': { body: onTimeWorker.training },
    });
    renderApp('/dashboard-employee');

    await screen.findByText(labels.done);
    expect(screen.queryByRole('region', { name: texts.courses.recordsToSignTitle })).toBeNull();
  });

  it('offers the signature on the course’s own page', async () => {
    openAs('employee', `/courses/${toSign.id}`);

    expect(await screen.findByText(texts.courses.recordToSign)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.courses.sign }).getAttribute('href')).toBe(
      `/sign/${recordToSign.id}`,
    );
  });

  it('gives each profile row its record’s state: sign, wait for the counter-signers, or download', async () => {
    openAs('employee', '/profile');

    const history = await screen.findByRole('region', { name: texts.profile.historyTitle });
    const rowOf = async (title: string) =>
      (await within(history).findByText(title)).closest('li') as HTMLElement;

    const toSignRow = await rowOf(toSign.title);
    expect(within(toSignRow).getByText(labels.awaiting_signature)).toBeTruthy();
    expect(
      within(toSignRow).getByRole('link', { name: `${texts.courses.sign}: ${toSign.title}` }),
    ).toBeTruthy();
    expect(within(toSignRow).queryByRole('button', { name: texts.documents.download })).toBeNull();

    const waitingRow = await rowOf(counterSigning.title);
    expect(within(waitingRow).getByText(labels.awaiting_countersignature)).toBeTruthy();
    expect(within(waitingRow).queryByRole('button', { name: texts.documents.download })).toBeNull();

    const doneRow = await rowOf(done.title);
    expect(within(doneRow).getByText(labels.done)).toBeTruthy();
    expect(within(doneRow).getByRole('button', { name: texts.documents.download })).toBeTruthy();
  });
});
