import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById, type UserRecord } from '../../src/accounts/data/users';
import { getCompany } from '../../src/companies/data/companies';
import { getTrainingStatus } from '../../src/training-status/data/training-status';
import { listCompanyMembers } from '../../src/training-status/domain/company-workers';
import { buildTenant, buildUser, TEST_PASSWORD, tokenFor } from '../support/builders';
import { buildSignedDocument } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { companyAuditEvents } from '../support/read-back';

/*
 * Deactivating a person instead of deleting them (PUT /api/users/{id}/active): no sign-in, no
 * session, out of the workers' counts and the daily job, records kept; reactivation undoes it.
 */

const api = useTestGateway();

async function setActive(caller: UserRecord, person: Pick<UserRecord, 'id'>, active: boolean) {
  return api.request<Record<string, unknown>>('PUT', `/api/users/${person.id}/active/`, {
    token: await tokenFor(caller),
    body: { active },
  });
}

function login(username: string) {
  return api.post('/api/token/', { username, password: TEST_PASSWORD });
}

describe('PUT /api/users/{id}/active/', () => {
  it('keeps a deactivated person out, their records in, and lets them back once reactivated', async () => {
    const tenant = await buildTenant();
    const { owner, admin, employee, company } = tenant;
    const signed = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const session = await tokenFor(employee);
    const before = await getTrainingStatus(company.id);

    const answer = await setActive(owner, employee, false);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ id: employee.id, active: false });
    expect((await api.get('/api/users/me/', session)).status).toBe(401);
    const refused = await login(employee.username);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: texts.accountAccess.accountDeactivated });
    // A wrong password says nothing about the account.
    const wrong = await api.post('/api/token/', { username: employee.username, password: 'Gresita-Parola9' });
    expect(wrong.body).toEqual({ detail: texts.login.failure });
    const stored = (await getCompany(company.id))!;
    expect((await listCompanyMembers(stored)).map((member) => member.id)).toEqual([admin.id]);
    const counted = (status: Awaited<ReturnType<typeof getTrainingStatus>>) =>
      (status?.workers_on_time ?? 0) +
      (status?.workers_due_soon ?? 0) +
      (status?.workers_overdue ?? 0) +
      (status?.workers_untrained ?? 0);
    expect(counted(await getTrainingStatus(company.id))).toBe(counted(before) - 1);
    // Still listed, marked, and their signed record still downloads.
    const people = await api.get<{ id: string; active: boolean }[]>(
      `/api/company/${company.id}/users/`,
      await tokenFor(owner),
    );
    expect(people.body.find((person) => person.id === employee.id)?.active).toBe(false);
    const workerTrainings = () =>
      api.get<{ id: string }[]>(`/api/companies/${company.id}/worker-trainings/`, ownerToken);
    const ownerToken = await tokenFor(owner);
    expect((await workerTrainings()).body.map((worker) => worker.id)).not.toContain(employee.id);
    expect((await api.get(`/api/documents/${signed.id}/pdf/`, await tokenFor(owner))).status).toBe(200);

    const back = await setActive(owner, employee, true);

    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ active: true });
    expect((await login(employee.username)).status).toBe(200);
    expect(counted(await getTrainingStatus(company.id))).toBe(counted(before));
    expect((await workerTrainings()).body.map((worker) => worker.id)).toContain(employee.id);
    const actions = (await companyAuditEvents(company.id)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['user_deactivated', 'user_reactivated']));
  });

  it("lets an admin deactivate their own company's people, never themselves", async () => {
    const { firm, company, admin, employee } = await buildTenant();
    const otherAdmin = await buildUser({ role: 'admin', firmId: firm.id, companyId: company.id });

    expect((await setActive(admin, employee, false)).status).toBe(200);
    expect((await setActive(admin, otherAdmin, false)).status).toBe(200);
    const self = await setActive(admin, admin, false);

    expect(self.status).toBe(403);
    expect(self.body).toEqual({ detail: texts.accountAccess.cannotDeactivateSelf });
    expect((await getUserById(admin.id, { consistent: true }))?.deactivated_at).toBeUndefined();
  });

  it("refuses another firm's owner, another company's admin, an employee and an owner as target", async () => {
    const tenant = await buildTenant();
    const other = await buildTenant();
    const before = await getUserById(tenant.employee.id, { consistent: true });

    expect((await setActive(other.owner, tenant.employee, false)).status).toBe(404);
    expect((await setActive(other.admin, tenant.employee, false)).status).toBe(404);
    expect((await setActive(tenant.employee, tenant.admin, false)).status).toBe(403);
    expect((await setActive(tenant.admin, tenant.owner, false)).status).toBe(404);

    expect(await getUserById(tenant.employee.id, { consistent: true })).toEqual(before);
    expect((await login(tenant.owner.username)).status).toBe(200);
  });

  it('answers 400 in Romanian to a body without a yes or no', async () => {
    const { owner, employee } = await buildTenant();

    const answer = await api.request('PUT', `/api/users/${employee.id}/active/`, {
      token: await tokenFor(owner),
      body: { active: 'nu' },
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ detail: texts.api.validationFailed });
    expect((await getUserById(employee.id, { consistent: true }))?.deactivated_at).toBeUndefined();
  });
});
