import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById, type UserRecord } from '../../src/accounts/data/users';
import { buildTenant, buildUser, TEST_PASSWORD, tokenFor, uniqueName } from '../support/builders';
import { useTestGateway } from '../support/gateway';
import { extractResetToken, readMailsTo } from '../support/outbox';
import { companyAuditEvents } from '../support/read-back';

/*
 * Identity changes that cannot be used to take an account over (docs/security.md): an admin edits
 * employees, never a colleague admin; a new e-mail address counts only once the link mailed to it
 * is opened, the old address is told, and the reset links mailed before stop working.
 */

const api = useTestGateway();

async function tenantWithMail() {
  const tenant = await buildTenant();
  const inCompany = { firmId: tenant.firm.id, companyId: tenant.company.id };
  const employee = await buildUser(
    { role: 'employee', ...inCompany },
    { email: `${uniqueName('ana')}@example.ro` },
  );
  const colleague = await buildUser(
    { role: 'admin', ...inCompany },
    { email: `${uniqueName('dan')}@example.ro` },
  );
  return { ...tenant, employee, colleague };
}

type EditAnswer = { detail?: string; email: string | null; email_confirmation_sent_to: string | null };

async function editEmail(caller: UserRecord, person: UserRecord, email: string) {
  return api.request<EditAnswer>('PATCH', `/api/users/${person.id}/`, {
    token: await tokenFor(caller),
    body: {
      username: person.username,
      first_name: person.first_name,
      last_name: person.last_name,
      email,
      job_title: 'Operator',
    },
  });
}

function requestReset(email: string, companyName: string) {
  return api.post('/api/request-password-reset/', { email, company_name: companyName });
}

function confirmationToken(mail: string): string {
  const match = /email-change\/confirm\?token=([\w-]+)/.exec(mail);
  if (!match?.[1]) throw new Error('No confirmation link in the mail');
  return match[1];
}

describe('an admin editing people', () => {
  it("refuses an admin's edit of a colleague admin with 403, nothing changed and nothing mailed", async () => {
    const { admin, colleague } = await tenantWithMail();
    const taker = `${uniqueName('preluare')}@example.ro`;

    const answer = await editEmail(admin, colleague, taker);

    expect(answer).toMatchObject({ status: 403, body: { detail: texts.people.adminEditsEmployeesOnly } });
    expect(await getUserById(colleague.id, { consistent: true })).toMatchObject({
      email: colleague.email,
      job_title: colleague.job_title,
    });
    expect(await readMailsTo(taker)).toEqual([]);
  });

  it("lets an admin correct their own profile and an owner edit an admin's", async () => {
    const { owner, admin } = await tenantWithMail();

    expect((await editEmail(admin, admin, `${admin.username}@example.ro`)).status).toBe(200);
    expect((await editEmail(owner, admin, `${admin.username}@example.ro`)).status).toBe(200);
  });
});

describe("a new e-mail address for an employee's account", () => {
  it('waits for the new address to confirm it; no reset link reaches that address before', async () => {
    const { admin, employee, company } = await tenantWithMail();
    const oldEmail = employee.email as string;
    const taker = `${uniqueName('preluare')}@example.ro`;
    expect((await requestReset(oldEmail, company.name)).status).toBe(200);
    const pendingLink = extractResetToken((await readMailsTo(oldEmail))[0] as string);

    const answer = await editEmail(admin, employee, taker);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ email: oldEmail, email_confirmation_sent_to: taker });
    expect(await getUserById(employee.id, { consistent: true })).toMatchObject({
      email: oldEmail,
      job_title: 'Operator',
    });
    // The old address is told, and still receives the account's reset links.
    const toOld = await readMailsTo(oldEmail);
    expect(
      toOld.some((mail) =>
        mail.includes(`schimbarea adresei de e-mail a contului tău (${employee.username}) în ${taker}`),
      ),
    ).toBe(true);
    // Asking a reset for the new address mails it nothing but the confirmation link.
    expect((await requestReset(taker, company.name)).status).toBe(200);
    const toTaker = await readMailsTo(taker);
    expect(toTaker).toHaveLength(1);
    expect(toTaker[0]).not.toContain('reset-password');

    const confirmed = await api.post('/api/email-change/confirm/', {
      token: confirmationToken(toTaker[0] as string),
    });

    expect(confirmed).toMatchObject({ status: 200, body: { detail: texts.emailChange.confirmed } });
    expect((await getUserById(employee.id, { consistent: true }))?.email).toBe(taker);
    // The link mailed to the old address before the change died with it.
    const stale = await api.post('/api/reset-password/confirm/', {
      token: pendingLink,
      new_password: 'Preluare-Cont-2026',
    });
    expect(stale).toMatchObject({ status: 400, body: { detail: texts.passwordReset.invalidToken } });
    expect(
      (await api.post('/api/token/', { username: employee.username, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('uses a confirmation link once, and not after another change was confirmed', async () => {
    const { owner, employee } = await tenantWithMail();
    const first = `${uniqueName('prima')}@example.ro`;
    const second = `${uniqueName('a-doua')}@example.ro`;
    await editEmail(owner, employee, first);
    await editEmail(owner, employee, second);
    const firstToken = confirmationToken((await readMailsTo(first))[0] as string);
    const secondToken = confirmationToken((await readMailsTo(second))[0] as string);

    const used = await api.post('/api/email-change/confirm/', { token: secondToken });
    const again = await api.post('/api/email-change/confirm/', { token: secondToken });
    const outdated = await api.post('/api/email-change/confirm/', { token: firstToken });

    expect(used.status).toBe(200);
    expect(again).toMatchObject({ status: 400, body: { detail: texts.emailChange.invalidToken } });
    expect(outdated).toMatchObject({ status: 400, body: { detail: texts.emailChange.invalidToken } });
    expect((await getUserById(employee.id, { consistent: true }))?.email).toBe(second);
  });

  it('audits every profile change with its old and new values, and the confirmation', async () => {
    const { admin, employee, company } = await tenantWithMail();
    const newEmail = `${uniqueName('nou')}@example.ro`;

    await editEmail(admin, employee, newEmail);
    await api.post('/api/email-change/confirm/', {
      token: confirmationToken((await readMailsTo(newEmail))[0] as string),
    });

    const events = await companyAuditEvents(company.id);
    const edit = events.find((event) => event.action === 'profile_updated');
    expect(edit).toMatchObject({
      actor: { id: admin.id, role: 'admin' },
      subject: { user_id: employee.id },
      details: {
        changes: {
          job_title: { old: employee.job_title, new: 'Operator' },
          email: { old: employee.email, new: newEmail },
        },
        email_awaiting_confirmation: true,
      },
    });
    expect(events.find((event) => event.action === 'email_changed')).toMatchObject({
      subject: { user_id: employee.id },
      details: { email: { old: employee.email, new: newEmail } },
    });
  });
});
