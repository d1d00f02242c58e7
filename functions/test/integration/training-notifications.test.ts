import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById, type UserRecord } from '../../src/accounts/data/users';
import { assignCourse } from '../../src/assignments/data/assignments';
import type { CompanyRecord } from '../../src/companies/data/companies';
import type { FirmRecord } from '../../src/firms/data/firms';
import { buildPeriodicAssignment } from '../../src/local/builders';
import { newId } from '../../src/platform/ids';
import { getMailer } from '../../src/platform/mailer';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { buildCompany, buildFirm, buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import { assign, buildCourse } from '../support/course-builders';
import { useTestGateway } from '../support/gateway';
import { readMailsTo } from '../support/outbox';

/*
 * The daily job's e-mails (docs/training-status.md, "E-mails"), read back from the local outbox:
 * the worker's daily e-mail (new courses, the 7-day reminder, the overdue notice), the admin's
 * weekly list, the owner's digest with the workers per status, and the reminder setting.
 */

const api = useTestGateway();
const DAY_MS = 86_400_000;

const run = (firm: FirmRecord, now: Date) =>
  runTrainingStatusJob({ now, firms: [firm], mailer: getMailer() });

/** An instant on a Bucharest calendar day: `hour` o'clock Romanian summer time (UTC+3). */
function bucharestSummer(date: string, hour: number): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + (hour - 3) * 3_600_000);
}

function uniqueEmail(name: string): string {
  return `${uniqueName(name)}@example.ro`;
}

/** Every initial training signed long ago, and each domain's periodic one at the given instant. */
function marksWithPeriodic(periodic: { SSM: string; 'PSI-SU': string }): string[] {
  return (['SSM', 'PSI-SU'] as const).flatMap((domain) => [
    `${domain}#introductive#2025-06-02T08:00:00.000Z`,
    `${domain}#loc_munca#2025-06-02T09:00:00.000Z`,
    `${domain}#periodica#${periodic[domain]}`,
  ]);
}

async function buildWorker(
  company: CompanyRecord,
  overrides: Partial<UserRecord> = {},
  role: 'admin' | 'employee' = 'employee',
): Promise<UserRecord & { email: string }> {
  const user = await buildUser(
    { role, firmId: company.firm_id, companyId: company.id },
    { email: uniqueEmail('lucrator'), first_name: 'Maria', last_name: 'Pop', ...overrides },
  );
  return user as UserRecord & { email: string };
}

function linkIn(mail: string, start: string): string {
  const line = mail.split('\n').find((candidate) => candidate.includes(start));
  const match = line ? /(https?:\/\/\S+)/.exec(line) : null;
  if (!match?.[1]) throw new Error(`No link after "${start}" in the mail`);
  return match[1];
}

function reminderKey(mail: string): string {
  return new URL(linkIn(mail, 'Oprește-le')).searchParams.get('cheie') as string;
}

describe("the worker's daily e-mail", () => {
  it('announces the courses assigned to them and to their company, once, with links through the login', async () => {
    const { firm, company, owner } = await buildTenant();
    const worker = await buildWorker(company, { first_name: 'Ștefan' });
    const noEmail = await buildWorker(company, { email: null });
    const forAll = await buildCourse(owner, { title: uniqueName('Curs de prim ajutor') });
    const forHim = await buildCourse(owner, { title: uniqueName('Lucrul la înălțime') });
    const forSomeoneElse = await buildCourse(owner, { title: uniqueName('Stivuitoare') });
    await assign(owner, forAll.id, { companyId: company.id });
    await assign(owner, forHim.id, { companyId: company.id, userId: worker.id });
    await assign(owner, forSomeoneElse.id, { companyId: company.id, userId: noEmail.id });
    const now = new Date();

    const first = await run(firm, now);
    const again = await run(firm, new Date(now.getTime() + 60_000));
    const nextDay = await run(firm, new Date(now.getTime() + DAY_MS));

    expect(first.workerMails).toBe(1);
    expect(again.workerMails).toBe(0);
    expect(nextDay.workerMails).toBe(0);
    const mails = await readMailsTo(worker.email);
    expect(mails).toHaveLength(1);
    const [mail = ''] = mails;
    expect(mail).toContain('Bună ziua, Ștefan,');
    expect(mail).toContain('Cursuri noi atribuite ție (2):');
    expect(mail).toContain(`- ${forAll.title}`);
    expect(mail).toContain(`- ${forHim.title}`);
    expect(mail).not.toContain(forSomeoneElse.title);
    expect(mail).toContain(`http://localhost:3000/login?next=%2Fcourses%2F${forHim.id}`);
    expect(mail).toContain('http://localhost:3000/login?next=%2Fdashboard-employee');
    expect(mail).toContain(
      'Nu mai vrei aceste mementouri? Oprește-le cu un clic: http://localhost:3000/mementouri?cheie=',
    );
    expect(mail).toContain('Cursurile atribuite de angajator rămân în contul tău');
    expect(mail).not.toMatch(/[şţŞŢ]/);

    const later = await buildCourse(owner, { title: uniqueName('Curs nou') });
    await assign(owner, later.id, { companyId: company.id });
    const dayAfter = await run(firm, new Date(now.getTime() + 2 * DAY_MS));

    expect(dayAfter.workerMails).toBe(1);
    const latest = (await readMailsTo(worker.email)).at(-1) as string;
    expect(latest).toContain('Cursuri noi atribuite ție (1):');
    expect(latest).toContain(later.title);
    expect(latest).not.toContain(forAll.title);
  });

  it('announces a periodic course re-enrolment assigned to the worker as any other assignment', async () => {
    const { firm, company, owner } = await buildTenant();
    const worker = await buildWorker(company);
    const course = await buildCourse(owner, { subcategory: 'periodica', title: uniqueName('Periodic') });
    await assignCourse({
      assignment: {
        ...buildPeriodicAssignment({
          courseId: course.id,
          company,
          ownerId: owner.id,
          assignedAt: new Date().toISOString(),
        }),
        user_id: worker.id,
      },
      allocationId: newId(),
    });

    const summary = await run(firm, new Date());

    expect(summary.workerMails).toBe(1);
    expect((await readMailsTo(worker.email))[0]).toContain(course.title);
  });

  it('reminds 7 days before a due date and tells the day it is past, on Bucharest days, each once', async () => {
    const { firm, company } = await buildTenant();
    // Periodic SSM on 10 January: due on 10 July for a muncitor; PSI-SU is far off.
    const worker = await buildWorker(company, {
      staff_category: 'muncitor',
      training_marks: marksWithPeriodic({
        SSM: '2026-01-10T10:00:00.000Z',
        'PSI-SU': '2026-05-01T10:00:00.000Z',
      }),
    });
    const mailsAfter = async (date: string, hour: number) => {
      await run(firm, bucharestSummer(date, hour));
      return readMailsTo(worker.email);
    };

    expect(await mailsAfter('2026-07-02', 23)).toHaveLength(0);
    // 00:30 on 3 July in Bucharest is still 2 July in UTC: 7 days before.
    const reminded = await mailsAfter('2026-07-03', 0.5);
    expect(reminded).toHaveLength(1);
    expect(reminded[0]).toContain('Termen în curând (1):');
    expect(reminded[0]).toContain('- SSM, instruire periodică: termen 10.07.2026, peste 7 zile');
    expect(reminded[0]).not.toContain('PSI-SU');
    expect(await mailsAfter('2026-07-04', 6)).toHaveLength(1);
    expect(await mailsAfter('2026-07-10', 6)).toHaveLength(1);
    const overdue = await mailsAfter('2026-07-11', 0.5);
    expect(overdue).toHaveLength(2);
    expect(overdue[1]).toContain('Termen depășit (1):');
    expect(overdue[1]).toContain('- SSM, instruire periodică: termen 10.07.2026, depășit de 1 zi');
    expect(await mailsAfter('2026-07-12', 6)).toHaveLength(2);
  });

  it('catches up after missed runs: the reminder late, then the overdue notice, never twice', async () => {
    const { firm, company } = await buildTenant();
    const worker = await buildWorker(company, {
      staff_category: 'muncitor',
      training_marks: marksWithPeriodic({
        SSM: '2026-01-10T10:00:00.000Z',
        'PSI-SU': '2026-05-01T10:00:00.000Z',
      }),
    });

    await run(firm, bucharestSummer('2026-07-08', 6));
    await run(firm, bucharestSummer('2026-07-20', 6));
    await run(firm, bucharestSummer('2026-07-21', 6));

    const mails = await readMailsTo(worker.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain('termen 10.07.2026, peste 2 zile');
    expect(mails[1]).toContain('termen 10.07.2026, depășit de 10 zile');
  });

  it('sends one e-mail a day to a worker even when two runs go at once', async () => {
    const { firm, company, owner } = await buildTenant();
    const workers = await Promise.all([buildWorker(company), buildWorker(company), buildWorker(company)]);
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });
    const now = new Date();

    const [first, second] = await Promise.all([run(firm, now), run(firm, now)]);

    expect(first.workerMails + second.workerMails).toBe(3);
    for (const worker of workers) expect(await readMailsTo(worker.email)).toHaveLength(1);
  });
});

describe('the reminder setting', () => {
  async function workerWithMail() {
    const { firm, company, owner } = await buildTenant();
    const worker = await buildWorker(company);
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });
    await run(firm, new Date());
    const [mail = ''] = await readMailsTo(worker.email);
    return { firm, company, owner, worker, key: reminderKey(mail) };
  }

  it("stops a worker's reminders in one click without signing in; reset e-mails still go, courses are still assigned", async () => {
    const { firm, company, owner, worker, key } = await workerWithMail();

    const stopped = await api.request('PUT', '/api/reminders/by-link/', {
      body: { token: key, reminders: false },
    });
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });
    const summary = await run(firm, new Date(Date.now() + DAY_MS));
    await api.post('/api/request-password-reset/', { email: worker.email, company_name: company.name });
    const me = await api.get<{ training_reminders: boolean }>('/api/users/me/', await tokenFor(worker));
    const courses = await api.get<{ id: string }[]>('/api/courses/', await tokenFor(worker));

    expect(stopped).toMatchObject({
      status: 200,
      body: { reminders: false, detail: texts.notifications.remindersStopped },
    });
    expect(courses.body.map((listed) => listed.id)).toContain(course.id);
    expect(summary.workerMails).toBe(0);
    const mails = await readMailsTo(worker.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('/reset-password/confirm?token=');
    expect(me.body.training_reminders).toBe(false);
  });

  it('turns reminders back on from the profile, and the next run tells what is new', async () => {
    const { firm, company, owner, worker, key } = await workerWithMail();
    await api.request('PUT', '/api/reminders/by-link/', { body: { token: key, reminders: false } });

    const me = await api.get<{ training_reminders: boolean; reminders_key: string }>(
      '/api/users/me/',
      await tokenFor(worker),
    );
    const restarted = await api.request('PUT', '/api/reminders/by-link/', {
      body: { token: me.body.reminders_key, reminders: true },
    });
    const course = await buildCourse(owner, { title: uniqueName('Curs după repornire') });
    await assign(owner, course.id, { companyId: company.id });
    const summary = await run(firm, new Date(Date.now() + DAY_MS));

    expect(me.body.training_reminders).toBe(false);
    expect(me.body.reminders_key).toBe(key);
    expect(restarted).toMatchObject({ status: 200, body: { reminders: true } });
    expect(summary.workerMails).toBe(1);
    expect((await readMailsTo(worker.email)).at(-1)).toContain(course.title);
  });

  it("refuses a key it did not sign, or one worker's key bent to another, with 400 and changes nothing", async () => {
    const { worker, key } = await workerWithMail();
    const other = await buildWorker((await buildTenant()).company);
    const [, signature] = key.split('.');
    const before = await getUserById(other.id, { consistent: true });

    const answers = await Promise.all(
      [`${other.id}.${signature}`, `${worker.id}.${'A'.repeat(43)}`, `${worker.id}${signature}`].map(
        (token) => api.request('PUT', '/api/reminders/by-link/', { body: { token, reminders: false } }),
      ),
    );

    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 400, body: { detail: texts.notifications.invalidLink } });
    }
    expect(await getUserById(other.id, { consistent: true })).toEqual(before);
    expect((await getUserById(worker.id, { consistent: true }))?.training_reminders_off).toBeUndefined();
  });
});

describe("the admin's weekly list", () => {
  it('lists the people untrained, overdue or due soon with their due dates, and those without an e-mail, once a week', async () => {
    const firm = await buildFirm();
    const company = await buildCompany(firm.id);
    const periodicDone = marksWithPeriodic({
      SSM: '2026-04-01T10:00:00.000Z',
      'PSI-SU': '2026-04-01T10:00:00.000Z',
    });
    const admin = await buildWorker(company, { first_name: 'Elena', training_marks: periodicDone }, 'admin');
    await buildWorker(company, {
      first_name: 'Vasile',
      last_name: 'Stan',
      email: null,
      hire_date: '2026-07-01',
    });
    await buildWorker(company, {
      first_name: 'Ana',
      last_name: 'Ionescu',
      staff_category: 'muncitor',
      training_marks: marksWithPeriodic({
        SSM: '2025-12-01T10:00:00.000Z',
        'PSI-SU': '2026-04-01T10:00:00.000Z',
      }),
    });
    const monday = bucharestSummer('2026-07-06', 6);

    const first = await run(firm, monday);
    const sameWeek = await run(firm, new Date(monday.getTime() + 2 * DAY_MS));
    const nextWeek = await run(firm, new Date(monday.getTime() + 7 * DAY_MS));

    expect([first.adminMails, sameWeek.adminMails, nextWeek.adminMails]).toEqual([1, 0, 1]);
    const [mail = ''] = await readMailsTo(admin.email);
    expect(mail).toContain('Bună ziua, Elena,');
    expect(mail).toContain(`Situația instruirii angajaților companiei ${company.name} (săptămâna 2026-W28):`);
    const stanLine =
      '- Stan Vasile, SSM, instruire introductiv-generală: termen 01.07.2026, depășit de 5 zile; PSI-SU, instruire introductiv-generală: termen 01.07.2026, depășit de 5 zile';
    expect(mail).toContain(`Neinstruiți (1):\n${stanLine}\n\n`);
    expect(mail).toContain(
      'Instruire expirată (1):\n- Ionescu Ana, SSM, instruire periodică: termen 01.06.2026, depășit de 35 de zile\n\n',
    );
    expect(mail).toContain(
      `Fără adresă de e-mail, nu au primit niciun mesaj de la platformă (1):\n${stanLine}\n\n`,
    );
    expect(mail).toContain(`http://localhost:3000/login?next=%2Fcompanii%2F${company.id}`);
    expect(mail).not.toContain('Pop Elena');
  });
});

describe("the owner's weekly digest", () => {
  it("gives, per company it lists, the company's workers per status", async () => {
    const { firm, owner, company } = await buildTenant();
    const mailedOwner = await buildUser({ role: 'owner', firmId: firm.id }, { email: uniqueEmail('owner') });
    const course = await buildCourse(owner, { subcategory: 'periodica', withQuiz: false });
    await assignCourse({
      assignment: buildPeriodicAssignment({
        courseId: course.id,
        company,
        ownerId: owner.id,
        assignedAt: new Date(Date.now() - 200 * DAY_MS).toISOString(),
      }),
      allocationId: newId(),
    });
    await buildWorker(company, {
      training_marks: marksWithPeriodic({
        SSM: new Date().toISOString(),
        'PSI-SU': new Date().toISOString(),
      }),
    });
    await buildCompany(firm.id);

    await run(firm, new Date());

    const [mail = ''] = await readMailsTo(mailedOwner.email as string);
    expect(mail).toContain(company.name);
    // buildTenant's admin and employee have no training: untrained.
    expect(mail).toContain('  Angajați: În termen 1, Expiră curând 0, Expirat 0, Neinstruit 2');
  });
});
