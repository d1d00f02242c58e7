import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { buildCompany, buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import { buildDocument, massSign, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { readMailsTo } from '../support/outbox';
import { companyAuditEvents } from '../support/read-back';

/*
 * The owner's reminders to the client companies' admins (docs/product.md, counter-signing):
 * which companies hold documents waiting for their admin, and one e-mail a day per company to
 * its admins with the count and the link.
 */

const api = useTestGateway();

type Backlog = { company: { id: string; name: string }; waiting: number; reminded_today: boolean }[];
type Reminders = {
  detail: string;
  emails_sent: number;
  companies_reminded: number;
  already_today: number;
  without_email: number;
};

/** A firm with two companies holding documents for their admins, and one holding none. */
async function buildAdminBacklog() {
  const tenant = await buildTenant();
  const adminEmail = `${uniqueName('admin')}@example.ro`.toLowerCase();
  const mailed = await buildUser(
    { role: 'admin', firmId: tenant.firm.id, companyId: tenant.company.id },
    { email: adminEmail },
  );
  for (let index = 0; index < 2; index += 1) {
    const record = await buildDocument(tenant.employee);
    await signAsTrainee(api, tenant.employee, record.id);
  }
  // The second company's admin has no e-mail: nobody to remind.
  const second = await buildCompany(tenant.firm.id);
  await buildUser({ role: 'admin', firmId: tenant.firm.id, companyId: second.id });
  const secondEmployee = await buildUser({ role: 'employee', firmId: tenant.firm.id, companyId: second.id });
  const record = await buildDocument(secondEmployee);
  await signAsTrainee(api, secondEmployee, record.id);
  const idle = await buildCompany(tenant.firm.id);
  return { ...tenant, second, idle, adminEmail, mailed, token: await tokenFor(tenant.owner) };
}

describe("the owner's reminders to the companies' admins", () => {
  it('lists the companies with documents waiting for their admin, with the counts', async () => {
    const { company, second, token } = await buildAdminBacklog();

    const backlog = await api.get<Backlog>('/api/documents/admin-backlog/', token);

    expect(backlog.status).toBe(200);
    expect(backlog.body).toHaveLength(2);
    expect(backlog.body).toEqual(
      expect.arrayContaining([
        { company: { id: company.id, name: company.name }, waiting: 2, reminded_today: false },
        { company: { id: second.id, name: second.name }, waiting: 1, reminded_today: false },
      ]),
    );
  });

  it('mails the admins once a day per company, with the count and the link, and audits it', async () => {
    const { company, adminEmail, token } = await buildAdminBacklog();

    const first = await api.post<Reminders>('/api/documents/admin-reminders/', {}, token);
    const again = await api.post<Reminders>(
      '/api/documents/admin-reminders/',
      { company_id: company.id },
      token,
    );
    const backlog = await api.get<Backlog>('/api/documents/admin-backlog/', token);

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      emails_sent: 1,
      companies_reminded: 1,
      already_today: 0,
      without_email: 1,
    });
    expect(first.body.detail).toBe(
      'Am trimis un e-mail către administratorii unei companii. O companie nu are un administrator activ cu e-mail.',
    );
    expect(again.body).toMatchObject({ emails_sent: 0, companies_reminded: 0, already_today: 1 });
    const mails = await readMailsTo(adminEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('2 fișe de instruire așteaptă semnătura ta');
    expect(mails[0]).toContain('/documente-de-semnat');
    expect(backlog.body.find((line) => line.company.id === company.id)?.reminded_today).toBe(true);
    const events = (await companyAuditEvents(company.id)).filter(
      (event) => event.action === 'admin_sign_reminder',
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.details).toMatchObject({ waiting: 2 });
  });

  it("answers 404 for a company with nothing of the firm's, and sends nothing", async () => {
    const { adminEmail, token } = await buildAdminBacklog();
    const elsewhere = await buildTenant();

    const answer = await api.post<{ detail: string }>(
      '/api/documents/admin-reminders/',
      { company_id: elsewhere.company.id },
      token,
    );

    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBeTruthy();
    expect(await readMailsTo(adminEmail)).toEqual([]);
  });

  it('reads the backlog in three DynamoDB calls however many companies hold documents', async () => {
    const tenant = await buildTenant();
    const companies = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const company = await buildCompany(tenant.firm.id);
        await buildUser({ role: 'admin', firmId: tenant.firm.id, companyId: company.id });
        const employee = await buildUser({ role: 'employee', firmId: tenant.firm.id, companyId: company.id });
        const record = await buildDocument(employee);
        await signAsTrainee(api, employee, record.id);
        return company;
      }),
    );

    const backlog = await api.get<Backlog>('/api/documents/admin-backlog/', await tokenFor(tenant.owner));

    expect(backlog.status).toBe(200);
    expect(backlog.body.map((line) => line.company.id).sort()).toEqual(
      companies.map((company) => company.id).sort(),
    );
    expect(backlog.body.every((line) => line.waiting === 1)).toBe(true);
    // The caller's GetItem, the firm's companies and the firm's reminder days.
    expect(backlog.headers.get('x-dynamodb-calls')).toBe('3');
    expect(backlog.headers.get('x-dynamodb-scans')).toBe('0');
  });

  it('counts each document once when trainees and two admins sign at the same time', async () => {
    const { firm, company, owner, admin } = await buildTenant();
    const secondAdmin = await buildUser({ role: 'admin', firmId: firm.id, companyId: company.id });
    // A trainee signs one document at a time (one signing challenge): six trainees sign at once.
    const trainees = await Promise.all(
      Array.from({ length: 6 }, () =>
        buildUser({ role: 'employee', firmId: firm.id, companyId: company.id }),
      ),
    );
    const records = await Promise.all(trainees.map((trainee) => buildDocument(trainee)));
    const token = await tokenFor(owner);
    const waitingOf = async () =>
      (await api.get<Backlog>('/api/documents/admin-backlog/', token)).body.find(
        (line) => line.company.id === company.id,
      )?.waiting ?? 0;

    await Promise.all(
      records.map((record, index) => signAsTrainee(api, trainees[index] as UserRecord, record.id)),
    );
    expect(await waitingOf()).toBe(6);

    const ids = records.map((record) => record.id);
    const [first, second] = await Promise.all([
      massSign(api, admin, ids.slice(0, 4)),
      massSign(api, secondAdmin, ids.slice(2)),
    ]);
    const signed = [...first.body.signed, ...second.body.signed];

    expect(signed.sort()).toEqual([...ids].sort());
    expect(await waitingOf()).toBe(0);
  });

  it('drops a company from the backlog once its history is deleted, the documents with it', async () => {
    const { company, token } = await buildAdminBacklog();

    const deleted = await api.del(`/api/delete-company-progress/${company.id}/`, token);
    const backlog = await api.get<Backlog>('/api/documents/admin-backlog/', token);

    expect(deleted.status).toBe(200);
    expect(backlog.body.map((line) => line.company.id)).not.toContain(company.id);
    expect(backlog.body).toHaveLength(1);
  });
});
