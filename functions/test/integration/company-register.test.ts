import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById } from '../../src/accounts/data/users';
import { getCompany } from '../../src/companies/data/companies';
import { getMailer } from '../../src/platform/mailer';
import { getTrainingStatus } from '../../src/training-status/data/training-status';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { buildCompany, buildTenant, buildUser, tokenFor, uniqueRegCom } from '../support/builders';
import { useTestGateway } from '../support/gateway';
import { companyAuditEvents } from '../support/read-back';

const api = useTestGateway();

type RegisterCompany = {
  id: string;
  name: string;
  registration_number: string;
  phone: string | null;
  email: string | null;
  representative: string | null;
  archived_at: string | null;
  workers: Record<string, number> | null;
};
type Register = {
  total: number;
  total_workers: number;
  page: number;
  page_count: number;
  companies: RegisterCompany[];
};

async function firmWithCompanies() {
  const tenant = await buildTenant();
  const brasov = await buildCompany(tenant.firm.id, {
    name: 'Construcții Brașov SRL',
    registration_number: uniqueRegCom(),
  });
  const tarnaveni = await buildCompany(tenant.firm.id, { name: 'Țesătoria Târnăveni SA' });
  await buildUser({ role: 'employee', firmId: tenant.firm.id, companyId: brasov.id });
  await buildUser({ role: 'employee', firmId: tenant.firm.id, companyId: brasov.id });
  await runTrainingStatusJob({ now: new Date(), firms: [tenant.firm], mailer: getMailer() });
  return { ...tenant, brasov, tarnaveni, token: await tokenFor(tenant.owner) };
}

describe('GET /api/company-register/', () => {
  it('finds companies by name without diacritics or case, and by registration number', async () => {
    const { token, brasov, tarnaveni } = await firmWithCompanies();

    const byName = await api.get<Register>('/api/company-register/?search=constructii%20brasov', token);
    const byOtherName = await api.get<Register>('/api/company-register/?search=TESATORIA', token);
    const byRegistration = await api.get<Register>(
      `/api/company-register/?search=${encodeURIComponent(brasov.registration_number.toLowerCase())}`,
      token,
    );

    expect(byName.status).toBe(200);
    expect(byName.body.companies.map((company) => company.id)).toEqual([brasov.id]);
    expect(byOtherName.body.companies.map((company) => company.id)).toEqual([tarnaveni.id]);
    expect(byRegistration.body.companies.map((company) => company.id)).toEqual([brasov.id]);
  });

  it('counts each company’s active workers by training status', async () => {
    const { token, brasov, company } = await firmWithCompanies();

    const answer = await api.get<Register>('/api/company-register/', token);

    expect(answer.body.total).toBe(3);
    const rows = new Map(answer.body.companies.map((row) => [row.id, row]));
    expect(rows.get(brasov.id)?.workers).toEqual({ on_time: 0, due_soon: 0, overdue: 0, untrained: 2 });
    // The tenant's company has its admin and employee.
    expect(rows.get(company.id)?.workers).toMatchObject({ untrained: 2 });
    expect(answer.body.total_workers).toBe(4);
  });

  it('answers 400 with a Romanian message for a bad page', async () => {
    const { token } = await firmWithCompanies();
    const answer = await api.get<{ detail: string }>('/api/company-register/?page=0', token);
    expect(answer).toMatchObject({ status: 400, body: { detail: texts.companies.pageInvalid } });
  });
});

describe('PATCH /api/companies/{id}/ (contact)', () => {
  it('changes the contact and the registration number, audited with before and after', async () => {
    const { token, brasov } = await firmWithCompanies();
    const registration = uniqueRegCom();

    const answer = await api.request<RegisterCompany>('PATCH', `/api/companies/${brasov.id}/`, {
      token,
      body: {
        registration_number: registration,
        phone: '+40 721 123 456',
        email: 'office@constructii.ro',
        representative: 'Maria Ionescu',
      },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      registration_number: registration,
      phone: '+40 721 123 456',
      email: 'office@constructii.ro',
      representative: 'Maria Ionescu',
    });
    expect(await getCompany(brasov.id)).toMatchObject({ registration_number: registration });
    const [event] = (await companyAuditEvents(brasov.id)).filter((item) => item.action === 'company_updated');
    expect(event?.details).toMatchObject({
      phone: { before: null, after: '+40 721 123 456' },
      registration_number: { before: brasov.registration_number, after: registration },
    });
  });

  it('refuses a bad phone, a bad e-mail and a registration number of another company, changing nothing', async () => {
    const { token, brasov, tarnaveni } = await firmWithCompanies();

    const badPhone = await api.request('PATCH', `/api/companies/${brasov.id}/`, {
      token,
      body: { phone: 'abc' },
    });
    const badEmail = await api.request('PATCH', `/api/companies/${brasov.id}/`, {
      token,
      body: { email: 'x@' },
    });
    const taken = await api.request('PATCH', `/api/companies/${brasov.id}/`, {
      token,
      body: { registration_number: tarnaveni.registration_number },
    });

    expect(badPhone).toMatchObject({ status: 400, body: { detail: texts.companies.phoneInvalid } });
    expect(badEmail.status).toBe(400);
    expect(taken).toMatchObject({ status: 409, body: { detail: texts.companies.duplicateRegistration } });
    expect(await getCompany(brasov.id)).toEqual(brasov);
  });
});

describe('archiving a company', () => {
  it('hides it from the lists and the status until restored; its people and records stay', async () => {
    const { token, brasov, firm } = await firmWithCompanies();

    const archived = await api.post<RegisterCompany>(`/api/companies/${brasov.id}/archive/`, {}, token);

    expect(archived.status).toBe(200);
    expect(archived.body.archived_at).not.toBeNull();
    const companies = await api.get<{ id: string }[]>('/api/companies/', token);
    expect(companies.body.map((company) => company.id)).not.toContain(brasov.id);
    const active = await api.get<Register>('/api/company-register/', token);
    expect(active.body.companies.map((company) => company.id)).not.toContain(brasov.id);
    const archivedList = await api.get<Register>('/api/company-register/?archived=true', token);
    expect(archivedList.body.companies.map((company) => company.id)).toEqual([brasov.id]);
    const workers = await api.get<{ companies: { id: string }[] }>('/api/workers/', token);
    expect(workers.body.companies.map((company) => company.id)).not.toContain(brasov.id);
    expect(await getTrainingStatus(brasov.id)).toBeNull();
    // The daily job leaves it alone.
    await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });
    expect(await getTrainingStatus(brasov.id)).toBeNull();
    expect(await getCompany(brasov.id)).not.toBeNull();
    expect((await companyAuditEvents(brasov.id)).map((event) => event.action)).toContain('company_archived');

    const again = await api.post(`/api/companies/${brasov.id}/archive/`, {}, token);
    const edit = await api.request('PATCH', `/api/companies/${brasov.id}/`, {
      token,
      body: { phone: '0721123456' },
    });
    expect(again).toMatchObject({ status: 409, body: { detail: texts.companies.alreadyArchived } });
    expect(edit).toMatchObject({ status: 409, body: { detail: texts.companies.archivedRefused } });

    const restored = await api.post<RegisterCompany>(`/api/companies/${brasov.id}/restore/`, {}, token);

    expect(restored.status).toBe(200);
    expect(restored.body.archived_at).toBeNull();
    const back = await api.get<Register>('/api/company-register/?search=brasov', token);
    expect(back.body.companies).toMatchObject([{ id: brasov.id, workers: { untrained: 2 } }]);
    expect(await getTrainingStatus(brasov.id)).not.toBeNull();
    const notArchived = await api.post(`/api/companies/${brasov.id}/restore/`, {}, token);
    expect(notArchived).toMatchObject({ status: 409, body: { detail: texts.companies.notArchived } });
  });
});

describe('DELETE /api/companies/{id}/ (typed name)', () => {
  it('refuses without the exact name, and deletes with it', async () => {
    const { token, tarnaveni, owner } = await firmWithCompanies();
    const member = await buildUser({
      role: 'employee',
      firmId: owner.firm_id ?? '',
      companyId: tarnaveni.id,
    });

    const missing = await api.del(`/api/companies/${tarnaveni.id}/`, token);
    const loose = await api.del(`/api/companies/${tarnaveni.id}/`, token, {
      confirm_name: 'tesatoria tarnaveni sa',
    });

    expect(missing.status).toBe(400);
    expect(loose).toMatchObject({ status: 400, body: { detail: texts.companies.deleteNameMismatch } });
    expect(await getCompany(tarnaveni.id)).not.toBeNull();
    expect(await getUserById(member.id)).not.toBeNull();

    const exact = await api.del(`/api/companies/${tarnaveni.id}/`, token, { confirm_name: tarnaveni.name });

    expect(exact.status).toBe(200);
    expect(await getCompany(tarnaveni.id)).toBeNull();
  });
});
