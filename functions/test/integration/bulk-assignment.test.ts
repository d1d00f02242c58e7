import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getCompanyAssignment } from '../../src/assignments/data/assignments';
import { newId } from '../../src/platform/ids';
import { getMailer } from '../../src/platform/mailer';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { buildCompany, buildTenant, buildUser, tokenFor } from '../support/builders';
import { buildCourse } from '../support/course-builders';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

type Outcome = {
  dry_run: boolean;
  company_ids: string[];
  companies: number;
  people: number;
  already_assigned: number;
  assigned_companies: number;
  people_reached: number;
  skipped: { id: string; name: string; open: number }[];
};

/** A firm of three companies: the tenant's (admin and employee), one of two workers, one empty. */
async function firmOfThree() {
  const tenant = await buildTenant();
  const second = await buildCompany(tenant.firm.id, { name: 'Brutăria Șoimu SRL' });
  const empty = await buildCompany(tenant.firm.id, { name: 'Depozitul Gol SRL' });
  for (let index = 0; index < 2; index += 1) {
    await buildUser({ role: 'employee', firmId: tenant.firm.id, companyId: second.id });
  }
  await runTrainingStatusJob({ now: new Date(), firms: [tenant.firm], mailer: getMailer() });
  const course = await buildCourse(tenant.owner, { subcategory: 'periodica' });
  return { ...tenant, second, empty, course, token: await tokenFor(tenant.owner) };
}

const assignPath = (courseId: string) => `/api/courses/${courseId}/assign-companies/`;

describe('POST /api/courses/{courseId}/assign-companies/', () => {
  it("assigns the dry run's companies in batches under one request id, as the web sends them, each once", async () => {
    const { token, course } = await firmOfThree();
    const preview = await api.post<Outcome>(assignPath(course.id), { all: true, dry_run: true }, token);
    const [first = '', ...rest] = preview.body.company_ids;
    const request_id = newId();

    const send = (company_ids: string[]) =>
      api.post<Outcome>(assignPath(course.id), { company_ids, request_id }, token);
    const firstBatch = await send([first]);
    const firstAssignedAt = (await getCompanyAssignment(first, course.id))?.assigned_at;
    const secondBatch = await send(rest);
    // The first batch sent again (a retry after a later batch failed) writes nothing new.
    const retried = await send([first]);

    expect([firstBatch.status, secondBatch.status, retried.status]).toEqual([200, 200, 200]);
    expect(firstBatch.body.assigned_companies + secondBatch.body.assigned_companies).toBe(3);
    expect(firstBatch.body.people_reached + secondBatch.body.people_reached).toBe(4);
    expect(retried.body.assigned_companies).toBe(1);
    expect(firstAssignedAt).toBeDefined();
    expect((await getCompanyAssignment(first, course.id))?.assigned_at).toBe(firstAssignedAt);
  });

  it('counts the people before confirming, then assigns every company once per request', async () => {
    const { token, course, company, second, empty } = await firmOfThree();

    const preview = await api.post<Outcome>(assignPath(course.id), { all: true, dry_run: true }, token);

    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dry_run: true, companies: 3, people: 4, assigned_companies: 0 });
    expect([...preview.body.company_ids].sort()).toEqual([company.id, second.id, empty.id].sort());
    expect(await getCompanyAssignment(company.id, course.id)).toBeNull();

    const requestId = newId();
    const done = await api.post<Outcome>(assignPath(course.id), { all: true, request_id: requestId }, token);

    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      companies: 3,
      people: 4,
      assigned_companies: 3,
      people_reached: 4,
      skipped: [],
    });
    const written = await Promise.all(
      [company, second, empty].map((target) => getCompanyAssignment(target.id, course.id)),
    );
    expect(written.every((assignment) => assignment?.request_id === requestId)).toBe(true);

    // The same request again (a retry, a double click) writes nothing new.
    const repeated = await api.post<Outcome>(
      assignPath(course.id),
      { all: true, request_id: requestId },
      token,
    );

    expect(repeated.body).toMatchObject({ assigned_companies: 3, people_reached: 4, skipped: [] });
    const after = await Promise.all(
      [company, second, empty].map((target) => getCompanyAssignment(target.id, course.id)),
    );
    expect(after.map((assignment) => assignment?.assigned_at)).toEqual(
      written.map((assignment) => assignment?.assigned_at),
    );
  });

  it('skips companies whose round is open, unless asked to restart it', async () => {
    const { token, course, company, second, empty } = await firmOfThree();
    await api.post(
      assignPath(course.id),
      { company_ids: [company.id, second.id], request_id: newId() },
      token,
    );

    const preview = await api.post<Outcome>(assignPath(course.id), { all: true, dry_run: true }, token);
    const again = await api.post<Outcome>(assignPath(course.id), { all: true, request_id: newId() }, token);

    expect(preview.body).toMatchObject({ companies: 3, already_assigned: 2 });
    expect(again.body).toMatchObject({ assigned_companies: 1, people_reached: 0 });
    expect(again.body.skipped).toEqual(
      expect.arrayContaining([
        { id: company.id, name: company.name, open: 2 },
        { id: second.id, name: second.name, open: 2 },
      ]),
    );
    expect((await getCompanyAssignment(empty.id, course.id))?.assigned_at).toBeTruthy();

    const restarted = await api.post<Outcome>(
      assignPath(course.id),
      { company_ids: [second.id], request_id: newId(), restart_open_round: true },
      token,
    );
    expect(restarted.body).toMatchObject({ assigned_companies: 1, people_reached: 2, skipped: [] });
  });

  it('assigns only the companies named or found, never an archived one', async () => {
    const { token, course, company, second, empty } = await firmOfThree();
    await api.post(`/api/companies/${empty.id}/archive/`, {}, token);

    const found = await api.post<Outcome>(
      assignPath(course.id),
      { all: true, search: 'soimu', dry_run: true },
      token,
    );
    const all = await api.post<Outcome>(assignPath(course.id), { all: true, dry_run: true }, token);
    const naming = await api.post<{ detail: string }>(
      assignPath(course.id),
      { company_ids: [empty.id], request_id: newId() },
      token,
    );

    expect(found.body).toMatchObject({ companies: 1, people: 2 });
    expect(all.body).toMatchObject({ companies: 2, people: 4 });
    expect(naming).toMatchObject({ status: 400, body: { detail: texts.bulkAssign.companyMissing } });
    expect(await getCompanyAssignment(empty.id, course.id)).toBeNull();
    expect(await getCompanyAssignment(company.id, course.id)).toBeNull();
    expect(second.id).toBeTruthy();
  });

  it('refuses a body without a target or without a request id, with a Romanian message', async () => {
    const { token, course } = await firmOfThree();

    const noTarget = await api.post<{ detail: string }>(
      assignPath(course.id),
      { request_id: newId() },
      token,
    );
    const noRequest = await api.post<{ detail: string }>(assignPath(course.id), { all: true }, token);

    expect(noTarget).toMatchObject({ status: 400, body: { detail: texts.bulkAssign.targetRequired } });
    expect(noRequest).toMatchObject({ status: 400, body: { detail: texts.bulkAssign.requestIdInvalid } });
  });
});
