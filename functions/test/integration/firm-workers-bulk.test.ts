import { toBucharestDate } from '@ssm/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { getUserById, type UserRecord } from '../../src/accounts/data/users';
import { refreshTrainingStatus } from '../../src/training-status/domain/training-status';
import { buildCompany, buildFirm, buildUser, tokenFor, uniqueName } from '../support/builders';
import { buildCourse } from '../support/course-builders';
import { useTestGateway } from '../support/gateway';
import { readMailsTo } from '../support/outbox';

/*
 * Bulk actions on the firm's workers (docs/training-status.md, "Bulk actions"): a course assigned
 * and a reminder sent to every worker of a filter, in batches the client chains with `next`,
 * under the assignment's and the daily e-mail's rules.
 */

const api = useTestGateway();
const DAY_MS = 86_400_000;

type Progress = { handled: number; remaining: number; next: string | null };
type Reminded = Progress & {
  sent: number;
  without_email: number;
  reminders_off: number;
  already_today: number;
  nothing_due: number;
  failed: number;
};
type Assigned = Progress & { assigned: number; skipped: number; failed: number };

let owner: UserRecord;
let north: { id: string; name: string };
let south: { id: string; name: string };
let mailed: UserRecord;
let optedOut: UserRecord;
let withoutEmail: UserRecord;
let southWorker: UserRecord;

/** A worker hired three days ago with no training: untrained in both domains. */
function buildNewHire(firmId: string, companyId: string, overrides: Partial<UserRecord> = {}) {
  const username = uniqueName('nou');
  return buildUser(
    { role: 'employee', firmId, companyId },
    {
      username,
      first_name: 'Maria',
      last_name: uniqueName('Nou'),
      hire_date: toBucharestDate(new Date(Date.now() - 3 * DAY_MS)),
      email: `${username}@example.ro`,
      ...overrides,
    },
  );
}

beforeAll(async () => {
  const firm = await buildFirm();
  north = await buildCompany(firm.id, { name: uniqueName('Nord') });
  south = await buildCompany(firm.id, { name: uniqueName('Sud') });
  owner = await buildUser({ role: 'owner', firmId: firm.id });
  mailed = await buildNewHire(firm.id, north.id);
  optedOut = await buildNewHire(firm.id, north.id, { training_reminders_off: true });
  withoutEmail = await buildNewHire(firm.id, north.id, { email: null });
  southWorker = await buildNewHire(firm.id, south.id);
  // The rosters as an event writes them: no daily job, so no e-mail has claimed today yet.
  for (const company of [north, south]) await refreshTrainingStatus({ companyId: company.id, workers: {} });
});

describe('POST /api/workers/remind/', () => {
  it("mails the filter's workers under the daily e-mail's rules, and once a day at most", async () => {
    const token = await tokenFor(owner);

    const first = await api.post<Reminded>('/api/workers/remind/', { filter: { company: north.id } }, token);

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      handled: 3,
      remaining: 0,
      next: null,
      sent: 1,
      without_email: 1,
      reminders_off: 1,
      already_today: 0,
      failed: 0,
    });
    const mails = await readMailsTo(mailed.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Maria');
    expect(mails[0]).toMatch(/SSM, instruire introductiv-generală/);
    expect(await readMailsTo(optedOut.email as string)).toEqual([]);
    expect(await readMailsTo(southWorker.email as string)).toEqual([]);

    const again = await api.post<Reminded>('/api/workers/remind/', { filter: { company: north.id } }, token);

    expect(again.body).toMatchObject({ sent: 0, already_today: 1, reminders_off: 1, without_email: 1 });
    expect(await readMailsTo(mailed.email as string)).toHaveLength(1);
  });

  it('goes on from where the previous batch stopped', async () => {
    const token = await tokenFor(owner);
    const keys = [mailed, optedOut, withoutEmail, southWorker]
      .map((worker) => `${worker.company_id}/${worker.id}`)
      .sort();

    const answer = await api.post<Reminded>('/api/workers/remind/', { filter: {}, after: keys[2] }, token);

    expect(answer.body).toMatchObject({ handled: 1, remaining: 0, next: null });
  });

  it('refuses a place to continue from that it did not give', async () => {
    const answer = await api.post<{ detail: string }>(
      '/api/workers/remind/',
      { filter: {}, after: 'x/y' },
      await tokenFor(owner),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/continuare/);
  });
});

describe('POST /api/workers/assign-course/', () => {
  it('assigns the course to every worker of the filter, and nobody twice when run again', async () => {
    const token = await tokenFor(owner);
    const course = await buildCourse(owner, { subcategory: 'introductive' });
    const body = { filter: { status: 'untrained' }, course_id: course.id };

    const first = await api.post<Assigned>('/api/workers/assign-course/', body, token);

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ handled: 4, remaining: 0, next: null, assigned: 4, skipped: 0 });
    for (const worker of [mailed, optedOut, withoutEmail, southWorker]) {
      expect((await getUserById(worker.id, { consistent: true }))?.assigned_course_ids).toEqual([course.id]);
    }
    const listed = await api.get<{ total: number }>(`/api/workers/?course=${course.id}`, token);
    expect(listed.body.total).toBe(4);

    const again = await api.post<Assigned>('/api/workers/assign-course/', body, token);

    expect(again.body).toMatchObject({ assigned: 0, skipped: 4, failed: 0 });
    expect((await getUserById(mailed.id, { consistent: true }))?.assigned_course_ids).toEqual([course.id]);
  });

  it("refuses another firm's course and a course without a quiz, writing nothing", async () => {
    const token = await tokenFor(owner);
    const stranger = await buildUser({ role: 'owner', firmId: (await buildFirm()).id });
    const foreign = await buildCourse(stranger);
    const withoutQuiz = await buildCourse(owner, { withQuiz: false });

    const answers = await Promise.all(
      [foreign, withoutQuiz].map((course) =>
        api.post<{ detail: string }>(
          '/api/workers/assign-course/',
          { filter: { company: south.id }, course_id: course.id },
          token,
        ),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual([404, 409]);
    expect(answers[1]?.body.detail).toBeTruthy();
    const worker = await getUserById(southWorker.id, { consistent: true });
    expect(worker?.assigned_course_ids?.filter((id) => id === foreign.id || id === withoutQuiz.id)).toEqual(
      [],
    );
  });
});
