import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import { buildDocument, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { readMailsTo } from '../support/outbox';

/*
 * The counter-signers' filtered lists, the admins' backlog and the reminders answer the caller's own
 * firm or company only (docs/security.md, tenant isolation): another firm's owner, an admin of
 * another company and an employee reach none of tenant A's documents nor mail its admins.
 */

const api = useTestGateway();

type Pending = { id: string }[];

/** Tenant A with a document waiting for its admin, whose admin has an e-mail. */
async function buildTenantWithBacklog() {
  const tenant = await buildTenant();
  const adminEmail = `${uniqueName('admin')}@example.ro`.toLowerCase();
  await buildUser(
    { role: 'admin', firmId: tenant.firm.id, companyId: tenant.company.id },
    { email: adminEmail },
  );
  const record = await buildDocument(tenant.employee);
  await signAsTrainee(api, tenant.employee, record.id);
  return { ...tenant, adminEmail, recordId: record.id };
}

describe('the filters of the pending lists', () => {
  it("show another firm's owner and another company's admin nothing of the tenant's", async () => {
    const tenant = await buildTenantWithBacklog();
    const other = await buildTenant();
    const filter = 'signed_from=2020-01-01&signed_to=2099-12-31';

    const own = await api.get<Pending>(
      `/api/documents/pending-admin/?${filter}`,
      await tokenFor(tenant.admin),
    );
    const foreignOwner = await api.get<Pending>(
      `/api/documents/pending-owner/?company_id=${tenant.company.id}&${filter}`,
      await tokenFor(other.owner),
    );
    const foreignAdmin = await api.get<Pending>(
      `/api/documents/pending-admin/?${filter}`,
      await tokenFor(other.admin),
    );

    expect(own.body.map((document) => document.id)).toEqual([tenant.recordId]);
    expect(foreignOwner.body).toEqual([]);
    expect(foreignAdmin.body).toEqual([]);
  });

  it('refuse an employee', async () => {
    const tenant = await buildTenantWithBacklog();
    const token = await tokenFor(tenant.employee);
    for (const path of ['/api/documents/pending-admin/', '/api/documents/pending-owner/'])
      expect((await api.get(`${path}?course_id=${tenant.company.id}`, token)).status).toBe(403);
  });
});

describe("the admins' backlog and the reminders", () => {
  it("let another firm's owner neither see the tenant's companies nor mail their admins", async () => {
    const tenant = await buildTenantWithBacklog();
    const other = await buildTenant();
    const token = await tokenFor(other.owner);

    const backlog = await api.get<{ company: { id: string } }[]>('/api/documents/admin-backlog/', token);
    const naming = await api.post<{ detail: string }>(
      '/api/documents/admin-reminders/',
      { company_id: tenant.company.id },
      token,
    );
    const all = await api.post<{ emails_sent: number }>('/api/documents/admin-reminders/', {}, token);

    expect(backlog.status).toBe(200);
    expect(backlog.body.map((line) => line.company.id)).not.toContain(tenant.company.id);
    expect(naming.status).toBe(404);
    expect(all.body.emails_sent).toBe(0);
    expect(await readMailsTo(tenant.adminEmail)).toEqual([]);
  });

  it("keep each firm's counts and reminder days to itself", async () => {
    const tenant = await buildTenantWithBacklog();
    const other = await buildTenantWithBacklog();
    type Backlog = { company: { id: string }; waiting: number; reminded_today: boolean }[];

    const reminded = await api.post<{ companies_reminded: number }>(
      '/api/documents/admin-reminders/',
      {},
      await tokenFor(tenant.owner),
    );
    const otherBacklog = await api.get<Backlog>('/api/documents/admin-backlog/', await tokenFor(other.owner));

    expect(reminded.body.companies_reminded).toBe(1);
    expect(otherBacklog.body).toEqual([
      { company: expect.objectContaining({ id: other.company.id }), waiting: 1, reminded_today: false },
    ]);
    expect(await readMailsTo(other.adminEmail)).toEqual([]);
  });

  it("refuses a company's admin and employee", async () => {
    const tenant = await buildTenantWithBacklog();
    for (const user of [tenant.admin, tenant.employee]) {
      const token = await tokenFor(user);
      expect((await api.get('/api/documents/admin-backlog/', token)).status).toBe(403);
      expect((await api.post('/api/documents/admin-reminders/', {}, token)).status).toBe(403);
    }
    expect(await readMailsTo(tenant.adminEmail)).toEqual([]);
  });
});
