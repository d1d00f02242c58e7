import { DOCUMENTS_TO_SIGN_PAGE_PATH, toBucharestDate } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import pMap from 'p-map';
import { listAllUsersOfCompany, type UserRecord } from '../../accounts/data/users';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import { actorOf, newAuditEvent, type RequestOrigin } from '../../audit/data/audit';
import {
  type CompanyRecord,
  listCompaniesOfFirm,
  recordsAwaitingAdminOf,
} from '../../companies/data/companies';
import { getFirm } from '../../firms/data/firms';
import type { Mailer } from '../../platform/adapters';
import { now } from '../../platform/clock';
import { getConfig } from '../../platform/config';
import { notFound } from '../../platform/errors';
import { describeError, logger } from '../../platform/logger';
import {
  claimAdminSignReminder,
  getLastReminderDaysOfFirm,
  releaseAdminSignReminder,
} from '../data/admin-sign-reminders';

/*
 * The owner's reminders to the client companies' admins (docs/product.md, counter-signing): a
 * record waits for the employer representative's signature before it reaches the owner, so the
 * owner sees which companies hold records back and e-mails their admins, at most once a day per
 * company.
 */

/** Companies reminded at once: each is a Query of its users, a transaction and a few e-mails. */
const COMPANY_CONCURRENCY = 8;

type Backlog = { company: CompanyRecord; waiting: number; remindedToday: boolean };

/**
 * The active companies of the firm with records waiting for their admin, each with its count
 * (kept on the company item, docs/data-model.md) and whether it was reminded today: one Query of
 * the firm's companies and one of its reminder days, whatever the number of companies.
 */
async function listBacklogs(firmId: string, companyId?: string): Promise<Backlog[]> {
  const [firmCompanies, days] = await Promise.all([
    listCompaniesOfFirm(firmId),
    getLastReminderDaysOfFirm(firmId),
  ]);
  const companies = firmCompanies.filter(
    (company) => !company.archived_at && !company.deleting_since && (!companyId || company.id === companyId),
  );
  if (companyId && companies.length === 0) throw notFound(texts.companies.notFound);
  const today = toBucharestDate(now());
  return companies
    .map((company) => ({
      company,
      waiting: recordsAwaitingAdminOf(company),
      remindedToday: days.get(company.id) === today,
    }))
    .filter((backlog) => backlog.waiting > 0);
}

export async function listAdminBacklog(options: { owner: OwnerPrincipal }) {
  const backlogs = await listBacklogs(options.owner.firmId);
  return backlogs.map(({ company, waiting, remindedToday }) => ({
    company: { id: company.id, name: company.name },
    waiting,
    reminded_today: remindedToday,
  }));
}

/**
 * Claims today's reminder of the company, with its audit event in the same transaction: refused
 * when an owner already reminded it today.
 */
async function claimReminder(options: {
  backlog: Backlog;
  admins: readonly UserRecord[];
  owner: OwnerPrincipal;
  origin: RequestOrigin;
  today: string;
}): Promise<boolean> {
  const { backlog, owner } = options;
  return claimAdminSignReminder({
    firmId: owner.firmId,
    companyId: backlog.company.id,
    today: options.today,
    event: newAuditEvent({
      scope: { kind: 'company', id: backlog.company.id },
      action: 'admin_sign_reminder',
      actor: actorOf(owner.user),
      origin: options.origin,
      subject: { company_id: backlog.company.id },
      details: { waiting: backlog.waiting, admins: options.admins.map((admin) => admin.id) },
    }),
  });
}

/** The company's admins a reminder can reach: active, with an e-mail. */
async function mailableAdmins(companyId: string): Promise<UserRecord[]> {
  return (await listAllUsersOfCompany(companyId)).filter(
    (person) => person.role === 'admin' && !person.deactivated_at && person.email,
  );
}

type ReminderOutcome =
  | { kind: 'sent'; emails: number }
  | { kind: 'already_today' }
  | { kind: 'without_email' };

async function remindCompany(options: {
  backlog: Backlog;
  owner: OwnerPrincipal;
  origin: RequestOrigin;
  firmName: string;
  today: string;
  mailer: Mailer;
}): Promise<ReminderOutcome> {
  const { backlog } = options;
  if (backlog.remindedToday) return { kind: 'already_today' };
  const admins = await mailableAdmins(backlog.company.id);
  if (admins.length === 0) return { kind: 'without_email' };
  if (!(await claimReminder({ ...options, admins }))) return { kind: 'already_today' };
  const link = `${getConfig().publicBaseUrl}${DOCUMENTS_TO_SIGN_PAGE_PATH}`;
  const sent = await pMap(admins, async (admin) => {
    try {
      await options.mailer.send({
        to: admin.email as string,
        subject: texts.documents.reminderSubject(backlog.waiting),
        text: texts.documents.reminderText({
          name: `${admin.first_name} ${admin.last_name}`,
          company: backlog.company.name,
          count: backlog.waiting,
          firm: options.firmName,
          link,
        }),
        links: [link],
      });
      return true;
    } catch (error) {
      logger.error('admin sign reminder not sent', { userId: admin.id, ...describeError(error) });
      return false;
    }
  });
  const emails = sent.filter(Boolean).length;
  // Nothing went out: the day is given back, so the owner can try again.
  if (emails === 0) await releaseAdminSignReminder(backlog.company.id);
  return { kind: 'sent', emails };
}

/**
 * Reminds the admins of one company, or of every company of the firm with records waiting for
 * them, and says how many e-mails went out and which companies were skipped.
 */
export async function remindAdmins(options: {
  owner: OwnerPrincipal;
  companyId?: string | undefined;
  origin: RequestOrigin;
  mailer: Mailer;
}) {
  const { owner } = options;
  const [backlogs, firm] = await Promise.all([
    listBacklogs(owner.firmId, options.companyId),
    getFirm(owner.firmId),
  ]);
  const today = toBucharestDate(now());
  const outcomes = await pMap(
    backlogs,
    (backlog) => remindCompany({ ...options, backlog, firmName: firm?.name ?? '', today }),
    { concurrency: COMPANY_CONCURRENCY },
  );
  const reminded = outcomes.filter((outcome) => outcome.kind === 'sent' && outcome.emails > 0);
  const emailsSent = reminded.reduce(
    (sum, outcome) => sum + (outcome.kind === 'sent' ? outcome.emails : 0),
    0,
  );
  const alreadyToday = outcomes.filter((outcome) => outcome.kind === 'already_today').length;
  const withoutEmail = outcomes.filter((outcome) => outcome.kind === 'without_email').length;
  return {
    detail: [
      texts.documents.remindersSent(emailsSent, reminded.length),
      ...(alreadyToday > 0 ? [texts.documents.remindersAlreadyToday(alreadyToday)] : []),
      ...(withoutEmail > 0 ? [texts.documents.remindersWithoutEmail(withoutEmail)] : []),
    ].join(' '),
    emails_sent: emailsSent,
    companies_reminded: reminded.length,
    already_today: alreadyToday,
    without_email: withoutEmail,
  };
}
