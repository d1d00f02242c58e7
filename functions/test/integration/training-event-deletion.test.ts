import { type CourseCategory, texts, toBucharestDate, type WorkerTrainingStatus } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import {
  appendTrainingMarks,
  getUserById,
  trainingMark,
  type UserRecord,
} from '../../src/accounts/data/users';
import { getCompany } from '../../src/companies/data/companies';
import { getTrainingStatus } from '../../src/training-status/data/training-status';
import { buildCompany, buildTenant, buildUser, tokenFor } from '../support/builders';
import { useTestGateway } from '../support/gateway';
import { companyAuditEvents } from '../support/read-back';

/*
 * Deleting a training event recorded by mistake (docs/training-status.md, "The events"): the
 * worker's status, and the company's, go back at once; the deletion is refused when the events
 * changed since the caller read them, and kept in the audit trail.
 */

const api = useTestGateway();
const DAY_MS = 86_400_000;

type Worker = {
  id: string;
  events: { id: string }[];
  events_version: number;
  training: { status: WorkerTrainingStatus };
};
type Overview = { events: { id: string }[]; events_version: number };

const dayBefore = (days: number) => toBucharestDate(new Date(Date.now() - days * DAY_MS));

/** Both initial trainings of both domains, given ten days ago: the worker is on time. */
async function trainInitially(worker: UserRecord) {
  const at = new Date(Date.now() - 10 * DAY_MS).toISOString();
  const marks = (['SSM', 'PSI-SU'] as CourseCategory[]).flatMap((domain) => [
    trainingMark(domain, 'introductive', at),
    trainingMark(domain, 'loc_munca', at),
  ]);
  expect(await appendTrainingMarks(worker.id, marks)).toBe(true);
}

async function trainedTenant() {
  const tenant = await buildTenant();
  await Promise.all([trainInitially(tenant.employee), trainInitially(tenant.admin)]);
  return { ...tenant, ownerToken: await tokenFor(tenant.owner) };
}

async function workerOf(companyId: string, workerId: string, token: string): Promise<Worker> {
  const answer = await api.get<Worker[]>(`/api/companies/${companyId}/worker-trainings/`, token);
  expect(answer.status).toBe(200);
  return answer.body.find((worker) => worker.id === workerId) as Worker;
}

async function recordEvent(companyId: string, body: Record<string, unknown>, token: string) {
  const answer = await api.post<{ id: string }>(`/api/companies/${companyId}/training-events/`, body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

/** A trained tenant whose employee has a work accident recorded two days ago. */
async function tenantWithWorkAccident() {
  const tenant = await trainedTenant();
  const eventId = await recordEvent(
    tenant.company.id,
    { user_id: tenant.employee.id, kind: 'work_accident', date: dayBefore(2), categories: ['SSM'] },
    tenant.ownerToken,
  );
  return { ...tenant, eventId };
}

function deleteEvent(
  companyId: string,
  eventId: string,
  query: { user_id?: string; version: number },
  token: string,
) {
  const search = new URLSearchParams({
    ...(query.user_id ? { user_id: query.user_id } : {}),
    version: String(query.version),
  });
  return api.del<{ detail: string }>(
    `/api/companies/${companyId}/training-events/${eventId}/?${search}`,
    token,
  );
}

describe('DELETE /api/companies/{id}/training-events/{eventId}/', () => {
  it('puts the worker and the company back to their status before the event, and audits what was deleted', async () => {
    const { company, employee, admin, ownerToken } = await trainedTenant();
    const adminToken = await tokenFor(admin);
    const eventId = await recordEvent(
      company.id,
      { user_id: employee.id, kind: 'absence_return', date: dayBefore(3), categories: ['SSM'] },
      ownerToken,
    );
    const recorded = await workerOf(company.id, employee.id, adminToken);
    expect(recorded.training.status).toBe('overdue');
    expect(await getTrainingStatus(company.id)).toMatchObject({
      workers_overdue: 1,
      workers_status: 'overdue',
    });

    const answer = await deleteEvent(
      company.id,
      eventId,
      { user_id: employee.id, version: recorded.events_version },
      adminToken,
    );

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.detail).toBe(texts.workerTraining.eventDeleted);
    const after = await workerOf(company.id, employee.id, adminToken);
    expect(after.training.status).toBe('on_time');
    expect(after.events).toEqual([]);
    expect(await getTrainingStatus(company.id)).toMatchObject({
      workers_on_time: 2,
      workers_overdue: 0,
      workers_status: 'on_time',
    });
    const audit = (await companyAuditEvents(company.id)).filter(
      (event) => event.action === 'training_event_deleted',
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: admin.id, role: 'admin' }),
        subject: { company_id: company.id, user_id: employee.id },
        details: expect.objectContaining({ event_id: eventId, kind: 'absence_return', date: dayBefore(3) }),
      }),
    ]);
  });

  it('deletes a company-wide event and every worker is back on time', async () => {
    const { company, employee, admin, ownerToken } = await trainedTenant();
    const eventId = await recordEvent(
      company.id,
      { kind: 'rules_changed', date: dayBefore(1), categories: ['SSM', 'PSI-SU'] },
      ownerToken,
    );
    expect((await workerOf(company.id, admin.id, ownerToken)).training.status).toBe('overdue');
    expect(await getTrainingStatus(company.id)).toMatchObject({ workers_overdue: 2 });
    const overview = await api.get<Overview>(`/api/companies/${company.id}/training-overview/`, ownerToken);
    expect(overview.body.events.map((event) => event.id)).toEqual([eventId]);

    const answer = await deleteEvent(
      company.id,
      eventId,
      { version: overview.body.events_version },
      ownerToken,
    );

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    for (const worker of [admin, employee]) {
      expect((await workerOf(company.id, worker.id, ownerToken)).training.status).toBe('on_time');
    }
    expect(await getTrainingStatus(company.id)).toMatchObject({ workers_on_time: 2, workers_overdue: 0 });
    expect((await getCompany(company.id, { consistent: true }))?.training_events).toEqual([]);
  });

  it('refuses with 409 when the events changed since the caller read them, and deletes nothing', async () => {
    const { company, employee, ownerToken } = await trainedTenant();
    const body = { user_id: employee.id, kind: 'work_accident', date: dayBefore(2), categories: ['SSM'] };
    const mistaken = await recordEvent(company.id, body, ownerToken);
    const seen = await workerOf(company.id, employee.id, ownerToken);
    const recordedMeanwhile = await recordEvent(
      company.id,
      { ...body, kind: 'equipment_changed' },
      ownerToken,
    );

    const answer = await deleteEvent(
      company.id,
      mistaken,
      { user_id: employee.id, version: seen.events_version },
      ownerToken,
    );

    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe(texts.workerTraining.eventsChangedMeanwhile);
    const stored = await getUserById(employee.id, { consistent: true });
    expect(stored?.training_events?.map((event) => event.id)).toEqual([mistaken, recordedMeanwhile]);
  });

  it('answers 404 in Romanian for an unknown event, and for a worker of another company of the firm', async () => {
    const { firm, company, employee, ownerToken, eventId } = await tenantWithWorkAccident();
    const sister = await buildCompany(firm.id);

    const unknown = await deleteEvent(company.id, eventId, { version: 1 }, ownerToken);
    const elsewhere = await deleteEvent(sister.id, eventId, { user_id: employee.id, version: 1 }, ownerToken);

    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(texts.workerTraining.eventNotFound);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.detail).toBe(texts.workerTraining.personNotFound);
    expect((await getUserById(employee.id, { consistent: true }))?.training_events).toHaveLength(1);
  });

  it('refuses the admin of another company of the same firm with 404 and deletes nothing', async () => {
    const { firm, company, employee, eventId } = await tenantWithWorkAccident();
    const sister = await buildCompany(firm.id);
    const sisterAdmin = await buildUser({ role: 'admin', firmId: firm.id, companyId: sister.id });

    const refused = await deleteEvent(
      company.id,
      eventId,
      { user_id: employee.id, version: 1 },
      await tokenFor(sisterAdmin),
    );

    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe(texts.companies.notFound);
    expect((await getUserById(employee.id, { consistent: true }))?.training_events).toHaveLength(1);
  });
});
