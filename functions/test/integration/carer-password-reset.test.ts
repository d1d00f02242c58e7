import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById, type UserRecord } from '../../src/accounts/data/users';
import { buildTenant, buildUser, TEST_PASSWORD, tokenFor } from '../support/builders';
import { useTestGateway } from '../support/gateway';
import { companyAuditEvents } from '../support/read-back';

/*
 * An owner or admin giving a person a new temporary password (POST /api/users/{id}/password-reset):
 * shown once, the old password and sessions gone, the person made to choose a password before
 * anything else, and who may reset whom.
 */

const api = useTestGateway();

type ResetAnswer = { detail: string; temporary_password?: string };

async function reset(caller: UserRecord, person: Pick<UserRecord, 'id'>) {
  return api.post<ResetAnswer>(`/api/users/${person.id}/password-reset/`, {}, await tokenFor(caller));
}

function login(username: string, password: string) {
  return api.post<{ access: string; must_change_password: boolean; detail?: string }>('/api/token/', {
    username,
    password,
  });
}

describe('POST /api/users/{id}/password-reset/', () => {
  it('gives the person a temporary password that must be replaced before anything else', async () => {
    const { owner, employee } = await buildTenant();
    const oldSession = await tokenFor(employee);

    const answer = await reset(owner, employee);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.detail).toBe(texts.accountAccess.resetDone);
    const temporary = answer.body.temporary_password as string;
    expect(temporary).toMatch(/^[a-zA-Z0-9]{14}$/);
    expect(temporary).toMatch(/\d/);
    expect(temporary).toMatch(/[a-zA-Z]/);
    // Every session ends, and the old password no longer signs in.
    expect((await api.get('/api/users/me/', oldSession)).status).toBe(401);
    expect((await login(employee.username, TEST_PASSWORD)).status).toBe(401);

    const signedIn = await login(employee.username, temporary);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.must_change_password).toBe(true);
    const temporaryToken = signedIn.body.access;
    // The person's own profile answers (the web needs it), anything else is refused until the change.
    expect((await api.get('/api/users/me/', temporaryToken)).status).toBe(200);
    const refused = await api.get('/api/user-progress/', temporaryToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: texts.accountAccess.passwordChangeRequired });

    const changed = await api.post<{ access: string }>(
      '/api/change-password/',
      { old_password: temporary, new_password: 'Ghiocel-Albastru-73' },
      temporaryToken,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api.get('/api/user-progress/', changed.body.access)).status).toBe(200);
    const again = await login(employee.username, 'Ghiocel-Albastru-73');
    expect(again.status).toBe(200);
    expect(again.body.must_change_password).toBe(false);
    expect((await getUserById(employee.id, { consistent: true }))?.must_change_password).toBeUndefined();
  });

  it('answers a normal login with must_change_password false', async () => {
    const { employee } = await buildTenant();

    const signedIn = await login(employee.username, TEST_PASSWORD);

    expect(signedIn.status).toBe(200);
    expect(signedIn.body.must_change_password).toBe(false);
  });

  it('writes who reset whose password to the company audit trail, never the password', async () => {
    const { owner, admin, employee, company } = await buildTenant();

    const answer = await reset(admin, employee);

    expect(answer.status).toBe(200);
    const events = (await companyAuditEvents(company.id)).filter(
      (event) => event.action === 'password_reset_by_carer',
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: { id: admin.id, role: 'admin', username: admin.username },
      subject: { user_id: employee.id },
      details: { username: employee.username, role: 'employee' },
    });
    expect(JSON.stringify(events[0])).not.toContain(answer.body.temporary_password as string);
    // An owner resets an admin of the firm too.
    expect((await reset(owner, admin)).status).toBe(200);
  });

  it("lets an admin reset only their own company's employees", async () => {
    const { firm, company, owner, admin, employee } = await buildTenant();
    const otherAdmin = await buildUser({ role: 'admin', firmId: firm.id, companyId: company.id });
    const before = await getUserById(otherAdmin.id, { consistent: true });

    const onAdmin = await reset(admin, otherAdmin);
    const onOwner = await reset(admin, owner);
    const onSelf = await reset(admin, admin);

    expect(onAdmin.status).toBe(403);
    expect(onAdmin.body).toEqual({ detail: texts.accountAccess.adminResetsEmployeesOnly });
    expect(onSelf.status).toBe(403);
    // An owner is nobody an admin reaches, like a missing person.
    expect(onOwner.status).toBe(404);
    expect(await getUserById(otherAdmin.id, { consistent: true })).toEqual(before);
    expect((await login(owner.username, TEST_PASSWORD)).status).toBe(200);
    expect((await login(employee.username, TEST_PASSWORD)).status).toBe(200);
  });

  it("refuses another firm's owner, another company's admin and an employee, changing nothing", async () => {
    const tenant = await buildTenant();
    const other = await buildTenant();
    const colleague = await buildUser({
      role: 'employee',
      firmId: tenant.firm.id,
      companyId: tenant.company.id,
    });
    const before = await getUserById(tenant.employee.id, { consistent: true });

    expect((await reset(other.owner, tenant.employee)).status).toBe(404);
    expect((await reset(other.admin, tenant.employee)).status).toBe(404);
    expect((await reset(colleague, tenant.employee)).status).toBe(403);
    expect((await reset(other.owner, tenant.owner)).status).toBe(404);

    expect(await getUserById(tenant.employee.id, { consistent: true })).toEqual(before);
    expect((await login(tenant.employee.username, TEST_PASSWORD)).status).toBe(200);
  });
});
