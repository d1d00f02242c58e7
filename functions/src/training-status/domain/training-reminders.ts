import {
  formatRomanianDate,
  TRAINING_STATUS_PAGE_PATH,
  TRAINING_STATUS_SEARCH_PARAM,
  toBucharestDate,
  WORKER_TRAINING_STATUSES,
  type WorkerTrainingStatus,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { listOwnersOfFirm, type UserRecord } from '../../accounts/data/users';
import type { FirmRecord } from '../../firms/data/firms';
import type { Mailer, MailMessage } from '../../platform/adapters';
import { epochSeconds } from '../../platform/clock';
import { getConfig } from '../../platform/config';
import { describeError, logger } from '../../platform/logger';
import {
  claimTrainingReminder,
  releaseTrainingReminder,
  type TrainingStatusRecord,
} from '../data/training-status';
import { workersFiguresOn } from './company-workers';

/*
 * The weekly reminder (beyond the specification): each owner gets one e-mail per ISO week
 * listing the firm's client companies whose workers' training is overdue, missing or due within
 * the warning threshold. The daily job calls it on every run; a marker per owner and week makes the
 * first run of the week that finds such companies (Monday morning, normally) the only one that
 * sends.
 */

/** Markers outlive their week by a month, then DynamoDB removes them. */
const MARKER_LIFETIME_SECONDS = 35 * 24 * 60 * 60;

const reminderTexts = texts.trainingStatus.reminder;

/** The ISO-8601 week (weeks start on Monday; week 1 holds the year's first Thursday) of a calendar date. */
export function toIsoWeek(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moment = new Date(Date.UTC(year, month - 1, day));
  const weekday = moment.getUTCDay() || 7;
  // The Thursday of the same week decides which year the week belongs to.
  moment.setUTCDate(moment.getUTCDate() + 4 - weekday);
  const weekYear = moment.getUTCFullYear();
  const dayOfYear = (moment.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000;
  return `${weekYear}-W${String(Math.floor(dayOfYear / 7) + 1).padStart(2, '0')}`;
}

function describeCompany(record: TrainingStatusRecord): string {
  const dueDate = formatRomanianDate(record.next_due_date ?? '');
  const days = record.days_remaining ?? 0;
  if (days < 0) return reminderTexts.overdueLine(record.company_name, dueDate, reminderTexts.dayCount(-days));
  if (days === 0) return reminderTexts.dueTodayLine(record.company_name, dueDate);
  return reminderTexts.dueSoonLine(record.company_name, dueDate, reminderTexts.dayCount(days));
}

/** A company's workers per status (docs/training-status.md, "Every worker's next training"). */
export type CompanyWorkerCounts = Record<WorkerTrainingStatus, number>;

/** The digest's line of a company's workers per status, in the rule's order. */
export function describeWorkerCounts(counts: CompanyWorkerCounts): string {
  return texts.notifications.ownerWorkerCounts(
    WORKER_TRAINING_STATUSES.map(
      (status) => `${texts.workerTraining.statusLabels[status]} ${counts[status]}`,
    ).join(', '),
  );
}

/**
 * The companies that need the owner's attention, most urgent first: those whose workers' status
 * (the status item's workers_* fields, moved to `at`) is overdue, untrained or due soon. Each
 * comes with its most urgent worker's due date, days and colour, which the digest's lines show.
 */
export function selectFlaggedCompanies(records: TrainingStatusRecord[], at: Date): TrainingStatusRecord[] {
  return records
    .map((record) => {
      const workers = workersFiguresOn(record, at);
      return {
        ...record,
        next_due_date: workers.next_due_date,
        days_remaining: workers.days_remaining,
        status: workers.status,
      };
    })
    .filter((record) => record.status === 'red' || record.status === 'yellow')
    .sort((first, second) => (first.days_remaining ?? 0) - (second.days_remaining ?? 0));
}

/** The digest for one owner; `companies` are the flagged ones, most urgent first. */
export function buildReminderMail(options: {
  owner: Pick<UserRecord, 'first_name'> & { email: string };
  firm: Pick<FirmRecord, 'name'>;
  companies: TrainingStatusRecord[];
  /** Per company, its workers per status; a company without an entry shows none. */
  workerCounts?: ReadonlyMap<string, CompanyWorkerCounts>;
  isoWeek: string;
  baseUrl: string;
}): MailMessage {
  const pageUrl = `${options.baseUrl}${TRAINING_STATUS_PAGE_PATH}`;
  const linkTo = (record: TrainingStatusRecord) =>
    `${pageUrl}?${new URLSearchParams({ [TRAINING_STATUS_SEARCH_PARAM]: record.company_name })}`;
  const section = (heading: string, records: TrainingStatusRecord[]) =>
    records.length === 0
      ? []
      : [
          heading,
          ...records.flatMap((record) => {
            const counts = options.workerCounts?.get(record.company_id);
            return [
              `- ${describeCompany(record)}`,
              ...(counts ? [describeWorkerCounts(counts)] : []),
              `  ${linkTo(record)}`,
            ];
          }),
          '',
        ];
  const overdue = options.companies.filter((record) => record.status === 'red');
  const dueSoon = options.companies.filter((record) => record.status === 'yellow');
  return {
    to: options.owner.email,
    subject: reminderTexts.subject(reminderTexts.companyCount(options.companies.length)),
    text: [
      reminderTexts.greeting(options.owner.first_name),
      '',
      reminderTexts.intro(options.firm.name, options.isoWeek),
      '',
      ...section(reminderTexts.overdueHeading(overdue.length), overdue),
      ...section(reminderTexts.dueSoonHeading(dueSoon.length), dueSoon),
      reminderTexts.fullPage(pageUrl),
      '',
      reminderTexts.footer,
      '',
    ].join('\n'),
    links: [pageUrl, ...options.companies.map(linkTo)],
  };
}

/**
 * Sends each recipient this week's e-mail unless they had it: a marker per person and ISO week
 * (`claimTrainingReminder`) lets one run send it, whatever runs or retries overlap, and a failed
 * send gives the marker back so the next run tries again. Answers how many were sent.
 */
export async function mailOncePerWeek<Recipient extends { id: string }>(options: {
  recipients: readonly Recipient[];
  now: Date;
  mailer: Mailer;
  buildMail: (recipient: Recipient, isoWeek: string) => MailMessage;
}): Promise<number> {
  const isoWeek = toIsoWeek(toBucharestDate(options.now));
  let sent = 0;
  for (const recipient of options.recipients) {
    const isClaimed = await claimTrainingReminder({
      ownerId: recipient.id,
      isoWeek,
      sentAt: options.now.toISOString(),
      expiresAt: epochSeconds(options.now) + MARKER_LIFETIME_SECONDS,
    });
    if (!isClaimed) continue;
    try {
      await options.mailer.send(options.buildMail(recipient, isoWeek));
      sent += 1;
    } catch (error) {
      logger.error('weekly training e-mail not sent', {
        userId: recipient.id,
        isoWeek,
        ...describeError(error),
      });
      await releaseTrainingReminder(recipient.id, isoWeek);
    }
  }
  return sent;
}

/**
 * Sends this week's digest to each owner of the firm with an e-mail address who has not had it
 * yet; answers how many were sent. A failed send gives its claim back, so the next run retries.
 */
export async function sendWeeklyReminders(options: {
  firm: FirmRecord;
  records: TrainingStatusRecord[];
  workerCounts?: ReadonlyMap<string, CompanyWorkerCounts>;
  now: Date;
  mailer: Mailer;
}): Promise<number> {
  const companies = selectFlaggedCompanies(options.records, options.now);
  if (companies.length === 0) return 0;
  const owners = (await listOwnersOfFirm(options.firm.id)).filter(
    (owner): owner is UserRecord & { email: string } => Boolean(owner.email),
  );
  return mailOncePerWeek({
    recipients: owners,
    now: options.now,
    mailer: options.mailer,
    buildMail: (owner, isoWeek) =>
      buildReminderMail({
        owner,
        firm: options.firm,
        companies,
        ...(options.workerCounts ? { workerCounts: options.workerCounts } : {}),
        isoWeek,
        baseUrl: getConfig().publicBaseUrl,
      }),
  });
}
