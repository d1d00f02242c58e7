import { texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '@/lib/api-client';
import { buildId, signIn } from './support/builders';
import { buildCourseDetail } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

type Row = ApiResponse<'course-quiz-attempts'>[number];

const waiting: Row = {
  user_id: buildId(),
  user_name: 'Popescu Ion',
  attempt_count: 3,
  last_score: 70,
  last_attempt_at: '2026-03-02T08:02:00.000Z',
  cooldown_until: '2026-03-02T09:02:00.000Z',
  passed_at: null,
};
const passed: Row = {
  user_id: buildId(),
  user_name: 'Ionescu Maria',
  attempt_count: 2,
  last_score: 100,
  last_attempt_at: '2026-03-01T10:00:00.000Z',
  cooldown_until: null,
  passed_at: '2026-03-01T10:00:00.000Z',
};

function openAsOwner({ liftStatus = 200 } = {}) {
  signIn({ role: 'owner' });
  // No file, so the PDF viewer (checked in course-detail.test.tsx) stays out of the page.
  const course = buildCourseDetail({ file: '' });
  let rows = [passed, waiting];
  const api = fakeApi({
    [`GET /api/courses/${course.id}/`]: { body: course },
    [`GET /api/courses/${course.id}/quiz-attempts/`]: () => ({ body: rows }),
    [`POST /api/courses/${course.id}/quiz-attempts/lift/`]: () => {
      if (liftStatus >= 300)
        return { status: liftStatus, body: { detail: texts.quizAttempts.nothingToLift } };
      rows = [passed, { ...waiting, cooldown_until: null }];
      return { body: rows[1] };
    },
  });
  return { api, course, ...renderApp(`/courses/${course.id}`) };
}

describe("the owner's view of a course's quiz attempts", () => {
  it('lists each person with attempts, last score and time, pass and pause', async () => {
    openAsOwner();

    const section = await screen.findByRole('region', { name: texts.quizAttempts.title });
    const row = (await within(section).findByText('Popescu Ion', {}, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('70%')).toBeTruthy();
    expect(within(row).getByText('02.03.2026, 10:02:00')).toBeTruthy();
    expect(within(row).getByText('02.03.2026, 11:02:00')).toBeTruthy();
    const passedRow = within(section).getByText('Ionescu Maria').closest('tr') as HTMLElement;
    expect(within(passedRow).queryByRole('button')).toBeNull();
  });

  it("lifts a person's pause and shows the row without it", async () => {
    const { api, user, course } = openAsOwner();
    const section = await screen.findByRole('region', { name: texts.quizAttempts.title });

    await user.click(
      await within(section).findByRole(
        'button',
        { name: `${texts.quizAttempts.lift}: Popescu Ion` },
        // The rows render as a transition after the answer: on a busy machine, later than a second.
        { timeout: 5000 },
      ),
    );

    expect(await screen.findByText(texts.quizAttempts.lifted)).toBeTruthy();
    expect(api.callsTo(`POST /api/courses/${course.id}/quiz-attempts/lift/`)[0]?.body).toEqual({
      user_id: waiting.user_id,
    });
    await waitFor(() => expect(within(section).queryByRole('button', { name: /Ridică pauza/ })).toBeNull());
  });

  it("says why a pause could not be lifted, in the server's words", async () => {
    const { user } = openAsOwner({ liftStatus: 409 });
    const section = await screen.findByRole('region', { name: texts.quizAttempts.title });

    await user.click(
      await within(section).findByRole(
        'button',
        { name: `${texts.quizAttempts.lift}: Popescu Ion` },
        // The rows render as a transition after the answer: on a busy machine, later than a second.
        { timeout: 5000 },
      ),
    );

    expect(await screen.findByText(texts.quizAttempts.nothingToLift)).toBeTruthy();
  });

  it('is not shown to a trainee', async () => {
    signIn({ role: 'employee' });
    const course = buildCourseDetail({ file: '' });
    const api = fakeApi({ [`GET /api/courses/${course.id}/`]: { body: course } });
    renderApp(`/courses/${course.id}`);

    await screen.findByText(course.description);
    expect(screen.queryByRole('region', { name: texts.quizAttempts.title })).toBeNull();
    expect(api.callsTo(`GET /api/courses/${course.id}/quiz-attempts/`)).toHaveLength(0);
  });
});
