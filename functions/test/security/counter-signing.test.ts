import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import { buildDocument, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { readMailsTo } from '../support/outbox';

/*
 * The counter-signers' selection, the admins' backlog and the reminders answer the caller's own
 * firm or company only (docs/security.md, tenant isolation): another firm's owner, an admin of
 * another company and an employee reach none of tenant A's documents nor mail its admins.
 */

const api = useTestGateway();

type Selection = { total: number; ids: string[] };

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

describe('the selection of a pending filter', () => {
  it("shows another firm's owner and another company's admin nothing of the tenant's", async () => {
    const tenant = await buildTenantWithBacklog();
    const other = await buildTenant();

    const own = await api.get<Selection>('/api/documents/pending-selection/', await tokenFor(tenant.admin));
    const foreignOwner = await api.get<Selection>(
      `/api/documents/pending-selection/?company_id=${tenant.company.id}`,
      await tokenFor(other.owner),
    );
    const foreignAdmin = await api.get<Selection>(
      '/api/documents/pending-selection/',
      await tokenFor(other.admin),
    );
    const foreignAdminNaming = await api.get<{ detail: string }>(
      `/api/documents/pending-selection/?company_id=${tenant.company.id}`,
      await tokenFor(other.admin),
    );

    expect(own.body.ids).toEqual([tenant.recordId]);
    expect(foreignOwner.body).toEqual({ total: 0, ids: [] });
    expect(foreignAdmin.body).toEqual({ total: 0, ids: [] });
    expect(foreignAdminNaming.status).toBe(404);
  });

  it('refuses an employee', async () => {
    const tenant = await buildTenant();
    const answer = await api.get<{ detail: string }>(
      '/api/documents/pending-selection/',
      await tokenFor(tenant.employee),
    );
    expect(answer.status).toBe(403);
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
