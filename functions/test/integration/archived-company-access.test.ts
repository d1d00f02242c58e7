import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { getMailer } from '../../src/platform/mailer';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { buildTenant, buildUser, TEST_PASSWORD, tokenFor, uniqueName } from '../support/builders';
import { useTestGateway } from '../support/gateway';
import { readMailsTo } from '../support/outbox';

const api = useTestGateway();

/*
 * An archived company's admins and employees are out until it is restored (docs/security.md,
 * archived companies): no login, no request on a session opened before, no reminder; the owner
 * keeps its records.
 */

const TRAINED_AT = '2026-01-15T09:00:00.000Z';
/** The SSM periodic training of a muncitor trained on 15 January is overdue since 15 July. */
const OVERDUE_DAY = new Date('2026-08-03T03:00:00.000Z');

function logIn(user: UserRecord) {
  return api.post<{ access?: string; detail?: string }>('/api/token/', {
    username: user.username,
    password: TEST_PASSWORD,
  });
}

describe('an archived company’s people', () => {
  it('cannot sign in or go on with an open session until the company is restored; the owner keeps its records', async () => {
    const { company, owner, admin, employee } = await buildTenant();
    const ownerToken = await tokenFor(owner);
    const openSessions = await Promise.all([admin, employee].map((user) => tokenFor(user)));

    const archived = await api.post(`/api/companies/${company.id}/archive/`, {}, ownerToken);
    const logins = await Promise.all([admin, employee].map(logIn));
    const requests = await Promise.all(openSessions.map((token) => api.get('/api/users/me/', token)));
    const ownerReads = await Promise.all([
      api.get(`/api/companies/${company.id}/training-overview/`, ownerToken),
      api.get(`/api/company/${company.id}/users/?limit=20`, ownerToken),
    ]);

    expect(archived.status).toBe(200);
    for (const login of logins) {
      expect(login).toMatchObject({ status: 403, body: { detail: texts.accountAccess.companyArchived } });
      expect(login.body.access).toBeUndefined();
    }
    expect(texts.accountAccess.companyArchived).toContain('arhivată');
    expect(requests.map((answer) => answer.status)).toEqual([401, 401]);
    expect(ownerReads.map((answer) => answer.status)).toEqual([200, 200]);

    const restored = await api.post(`/api/companies/${company.id}/restore/`, {}, ownerToken);
    const back = await logIn(employee);
    const session = await api.get('/api/users/me/', back.body.access);

    expect(restored.status).toBe(200);
    expect(back.status).toBe(200);
    expect(session.status).toBe(200);
  });

  it('refuses a wrong password as any wrong password, saying nothing of the archive', async () => {
    const { company, owner, employee } = await buildTenant();
    await api.post(`/api/companies/${company.id}/archive/`, {}, await tokenFor(owner));

    const wrong = await api.post('/api/token/', { username: employee.username, password: 'Gresita-Parola9' });

    expect(wrong).toMatchObject({ status: 401, body: { detail: texts.login.failure } });
  });

  it('get no reminder while archived, and theirs again once restored', async () => {
    const { firm, company, owner } = await buildTenant();
    const email = `${uniqueName('arhivat')}@example.ro`;
    await buildUser(
      { role: 'employee', firmId: firm.id, companyId: company.id },
      {
        email,
        hire_date: '2026-01-15',
        staff_category: 'muncitor',
        training_marks: [`SSM#introductive#${TRAINED_AT}`, `SSM#loc_munca#${TRAINED_AT}`],
      },
    );
    const ownerToken = await tokenFor(owner);
    await api.post(`/api/companies/${company.id}/archive/`, {}, ownerToken);

    const whileArchived = await runTrainingStatusJob({
      now: OVERDUE_DAY,
      firms: [firm],
      mailer: getMailer(),
    });
    const mailsWhileArchived = await readMailsTo(email);
    await api.post(`/api/companies/${company.id}/restore/`, {}, ownerToken);
    const afterRestore = await runTrainingStatusJob({ now: OVERDUE_DAY, firms: [firm], mailer: getMailer() });

    expect(whileArchived.workerMails).toBe(0);
    expect(mailsWhileArchived).toEqual([]);
    expect(afterRestore.workerMails).toBe(1);
    expect(await readMailsTo(email)).toHaveLength(1);
  });
});
