import { randomUUID } from 'node:crypto';
import {
  COURSE_CATEGORIES,
  COURSE_SUBCATEGORIES,
  type CourseCategory,
  type CourseSubcategory,
  companyTrainingsPagePath,
  coursePagePath,
  duePhaseOf,
  formatRomanianDate,
  loginLinkTo,
  type PhaseFigures,
  remindersOffLink,
  toBucharestDate,
  WORKER_DASHBOARD_PATHS,
  type WorkerTrainingFigures,
  type WorkerTrainingStatus,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import pMap from 'p-map';
import type { UserRecord } from '../../accounts/data/users';
import type { CompanyRecord } from '../../companies/data/companies';
import type { CompanyMember } from '../../companies/domain/company-members';
import type { Mailer, MailMessage } from '../../platform/adapters';
import { getConfig } from '../../platform/config';
import { describeError, logger } from '../../platform/logger';
import { issueReminderLinkToken } from '../../platform/tokens';
import {
  claimWorkerMail,
  getCourseTitles,
  listRecentAssignments,
  type RecentAssignment,
  releaseWorkerMail,
} from '../data/training-mail';
import { mailOncePerWeek } from './training-reminders';

/*
 * The daily job's e-mails to a company's people (docs/training-status.md, "E-mails"): each
 * worker's daily e-mail (courses newly assigned, a reminder 7 days before a due date, a notice the
 * day it is past), and each admin's weekly list of the people who need a training. Everything is
 * derived from what the job reads (the people, the company's allocation history), so assignments
 * made by hand, to the whole company or by re-enrolment are announced alike, and a missed run is
 * caught up by the next.
 */

const DAY_MS = 86_400_000;
/** The reminder goes this many days before a due date (or later, when a run was missed). */
export const REMINDER_DAYS_BEFORE = 7;
/** An assignment older than this is not news: it bounds what a worker never told before hears of. */
const ANNOUNCE_WINDOW_DAYS = 30;
/** Workers mailed at once within a company. */
const MAIL_CONCURRENCY = 4;

const mailTexts = texts.notifications;
/** The owner's digest says these the same way. */
const { greeting, dayCount } = texts.trainingStatus.reminder;
const phaseLabels: Record<CourseSubcategory, string> = texts.courseForm.subcategoryLabels;

type Stage = 'reminder' | 'overdue';

/** A phase of a domain with a due date the e-mail speaks of. */
type DueNotice = { domain: CourseCategory; phase: CourseSubcategory; figures: PhaseFigures };

export type WorkerNotices = {
  courses: { id: string; title: string }[];
  dueSoon: DueNotice[];
  overdue: DueNotice[];
  /** What the worker's item records once told. */
  stages: Record<string, string>;
  announcedUntil: string;
};

type Mailable = CompanyMember & { email: string };

const stageKey = (domain: CourseCategory, phase: CourseSubcategory) => `${domain}#${phase}`;

function describeDue(notice: DueNotice): string {
  const what = `${notice.domain}, ${phaseLabels[notice.phase].toLowerCase()}`;
  const { due_date: dueDate, days_remaining: days } = notice.figures;
  if (dueDate === null || days === null) return mailTexts.noDueDateLine(what);
  const date = formatRomanianDate(dueDate);
  if (days < 0) return mailTexts.overdueLine(what, date, dayCount(-days));
  if (days === 0) return mailTexts.dueTodayLine(what, date);
  return mailTexts.dueLine(what, date, dayCount(days));
}

/** Where the worker's course notices start: what they were last told, and never before the window. */
function announcedSince(worker: UserRecord, now: Date): string {
  const windowStart = new Date(now.getTime() - ANNOUNCE_WINDOW_DAYS * DAY_MS).toISOString();
  return [worker.courses_announced_until ?? '', windowStart].sort().at(-1) as string;
}

/**
 * What today's e-mail tells the worker: the courses assigned to them or their company since they
 * were last told, and each due date reaching its reminder or its overdue day for the first time
 * (a stage is recorded per due date, so a missed run catches up and none is told twice).
 */
export function collectWorkerNotices(options: {
  worker: UserRecord;
  figures: WorkerTrainingFigures;
  allocations: readonly RecentAssignment[];
  titles: ReadonlyMap<string, string>;
  now: Date;
}): WorkerNotices {
  const { worker } = options;
  const since = announcedSince(worker, options.now);
  let announcedUntil = worker.courses_announced_until ?? since;
  const newest = new Map<string, string>();
  for (const allocation of options.allocations) {
    if (allocation.user_id !== null && allocation.user_id !== worker.id) continue;
    if (allocation.assigned_at <= since) continue;
    if (allocation.assigned_at > announcedUntil) announcedUntil = allocation.assigned_at;
    if (!options.titles.has(allocation.course_id)) continue;
    newest.set(allocation.course_id, allocation.assigned_at);
  }
  const courses = [...newest.entries()]
    .sort(([, first], [, second]) => first.localeCompare(second))
    .map(([id]) => ({ id, title: options.titles.get(id) as string }));

  const stages = { ...worker.training_notice_stages };
  const dueSoon: DueNotice[] = [];
  const overdue: DueNotice[] = [];
  for (const domain of COURSE_CATEGORIES) {
    for (const phase of COURSE_SUBCATEGORIES) {
      const figures = options.figures.domains[domain].phases[phase];
      if (figures.status === null || figures.due_date === null || figures.days_remaining === null) continue;
      const key = stageKey(domain, phase);
      const [toldDueDate, toldStage] = (stages[key] ?? '').split('#');
      const reached = toldDueDate === figures.due_date ? (toldStage as Stage) : null;
      let stage: Stage | null = null;
      if (figures.days_remaining < 0 && reached !== 'overdue') stage = 'overdue';
      else if (figures.days_remaining >= 0 && figures.days_remaining <= REMINDER_DAYS_BEFORE && !reached)
        stage = 'reminder';
      if (!stage) continue;
      (stage === 'overdue' ? overdue : dueSoon).push({ domain, phase, figures });
      stages[key] = `${figures.due_date}#${stage}`;
    }
  }
  return { courses, dueSoon, overdue, stages, announcedUntil };
}

export function hasNotices(notices: WorkerNotices): boolean {
  return notices.courses.length + notices.dueSoon.length + notices.overdue.length > 0;
}

export function buildWorkerMail(options: {
  worker: Mailable;
  notices: WorkerNotices;
  stopLink: string;
  baseUrl: string;
}): MailMessage {
  const { notices, baseUrl } = options;
  const workerTexts = mailTexts.worker;
  const courseLinks = notices.courses.map((course) => loginLinkTo(baseUrl, coursePagePath(course.id)));
  const dashboardLink = loginLinkTo(baseUrl, WORKER_DASHBOARD_PATHS[options.worker.role]);
  const section = (heading: string, lines: string[]) => (lines.length === 0 ? [] : [heading, ...lines, '']);
  const subject =
    notices.overdue.length > 0
      ? workerTexts.subjectOverdue
      : notices.dueSoon.length > 0
        ? workerTexts.subjectDueSoon
        : workerTexts.subjectCourses;
  return {
    to: options.worker.email,
    subject,
    text: [
      greeting(options.worker.first_name),
      '',
      ...section(
        workerTexts.coursesHeading(notices.courses.length),
        notices.courses.flatMap((course, index) => [`- ${course.title}`, `  ${courseLinks[index]}`]),
      ),
      ...section(
        workerTexts.overdueHeading(notices.overdue.length),
        notices.overdue.map((notice) => `- ${describeDue(notice)}`),
      ),
      ...section(
        workerTexts.dueSoonHeading(notices.dueSoon.length),
        notices.dueSoon.map((notice) => `- ${describeDue(notice)}`),
      ),
      workerTexts.dashboard(dashboardLink),
      workerTexts.loginHint,
      '',
      '--',
      workerTexts.stopReminders(options.stopLink),
      workerTexts.stopRemindersNote,
      '',
    ].join('\n'),
    links: [...courseLinks, dashboardLink, options.stopLink],
  };
}

type MailOutcome = 'sent' | 'not-claimed' | 'failed';

/**
 * Claims the worker's e-mail of the day, sends it, and gives the claim back when the send fails
 * (the next run tries again); answers whether it went, or why not: the day was claimed already
 * (or reminders stopped meanwhile), or the send failed. A failure never stops the job.
 */
async function mailWorker(options: {
  worker: Mailable;
  notices: WorkerNotices;
  now: Date;
  mailer: Mailer;
}): Promise<MailOutcome> {
  const { worker, notices, now } = options;
  const claim = randomUUID();
  const isClaimed = await claimWorkerMail({
    userId: worker.id,
    today: toBucharestDate(now),
    state: {
      training_mail_claim: claim,
      courses_announced_until: notices.announcedUntil,
      training_notice_stages: notices.stages,
    },
  });
  if (!isClaimed) return 'not-claimed';
  try {
    const baseUrl = getConfig().publicBaseUrl;
    const stopLink = remindersOffLink(baseUrl, await issueReminderLinkToken(worker.id));
    await options.mailer.send(buildWorkerMail({ worker, notices, stopLink, baseUrl }));
    return 'sent';
  } catch (error) {
    logger.error('training mail not sent', { userId: worker.id, ...describeError(error) });
    await releaseWorkerMail({ userId: worker.id, claim, previous: worker }).catch((releaseError: unknown) =>
      logger.error('training mail claim not given back', {
        userId: worker.id,
        ...describeError(releaseError),
      }),
    );
    return 'failed';
  }
}

/** A flagged domain of one person, for the admin's list. */
type PersonLine = { id: string; name: string; status: WorkerTrainingStatus; due: string; hasEmail: boolean };

const countPeople = (lines: readonly PersonLine[]) => new Set(lines.map((person) => person.id)).size;

/**
 * One line per person, their flagged domains side by side: a heading's count is of people, so
 * it must match the lines under it.
 */
function linesByPerson(lines: readonly PersonLine[]): string[] {
  const dues = new Map<string, { name: string; dues: string[] }>();
  for (const line of lines) {
    const person = dues.get(line.id) ?? { name: line.name, dues: [] };
    person.dues.push(line.due);
    dues.set(line.id, person);
  }
  return [...dues.values()].map((person) => `- ${person.name}, ${person.dues.join('; ')}`);
}

/** The statuses the admin's list and an owner's reminder speak of. */
const NEEDS_TRAINING: readonly WorkerTrainingStatus[] = ['untrained', 'overdue', 'due_soon'];

/** Each domain of the worker that needs a training, described by its most urgent phase. */
function flaggedLines(worker: CompanyMember, figures: WorkerTrainingFigures): PersonLine[] {
  const name = `${worker.last_name} ${worker.first_name}`;
  return COURSE_CATEGORIES.flatMap((domain) => {
    const domainFigures = figures.domains[domain];
    if (!NEEDS_TRAINING.includes(domainFigures.status)) return [];
    const phase = duePhaseOf(domainFigures);
    return [
      {
        id: worker.id,
        name,
        status: domainFigures.status,
        due: describeDue({ domain, phase, figures: domainFigures.phases[phase] }),
        hasEmail: Boolean(worker.email),
      },
    ];
  });
}

export function buildAdminMail(options: {
  admin: Mailable;
  company: Pick<CompanyRecord, 'id' | 'name'>;
  people: PersonLine[];
  isoWeek: string;
  baseUrl: string;
}): MailMessage {
  const adminTexts = mailTexts.admin;
  const pageLink = loginLinkTo(options.baseUrl, companyTrainingsPagePath(options.company.id));
  const section = (heading: (count: number) => string, lines: PersonLine[]) =>
    lines.length === 0 ? [] : [heading(countPeople(lines)), ...linesByPerson(lines), ''];
  const ofStatus = (status: WorkerTrainingStatus) =>
    options.people.filter((person) => person.status === status);
  const withoutEmail = options.people.filter((person) => !person.hasEmail);
  return {
    to: options.admin.email,
    subject: adminTexts.subject(adminTexts.personCount(countPeople(options.people))),
    text: [
      greeting(options.admin.first_name),
      '',
      adminTexts.intro(options.company.name, options.isoWeek),
      '',
      ...section(adminTexts.untrainedHeading, ofStatus('untrained')),
      ...section(adminTexts.overdueHeading, ofStatus('overdue')),
      ...section(adminTexts.dueSoonHeading, ofStatus('due_soon')),
      ...section(adminTexts.withoutEmailHeading, withoutEmail),
      adminTexts.fullPage(pageLink),
      mailTexts.worker.loginHint,
      '',
      adminTexts.footer,
      '',
    ].join('\n'),
    links: [pageLink],
  };
}

/** This week's list to each admin of the company with an e-mail who has not had it yet. */
async function mailAdmins(options: {
  company: CompanyRecord;
  workers: readonly CompanyMember[];
  figures: ReadonlyMap<string, WorkerTrainingFigures>;
  now: Date;
  mailer: Mailer;
}): Promise<number> {
  const admins = options.workers.filter(
    (worker): worker is Mailable => worker.role === 'admin' && Boolean(worker.email),
  );
  if (admins.length === 0) return 0;
  const people = options.workers
    .flatMap((worker) => flaggedLines(worker, options.figures.get(worker.id) as WorkerTrainingFigures))
    .sort((first, second) => first.name.localeCompare(second.name, 'ro'));
  if (people.length === 0) return 0;
  return mailOncePerWeek({
    recipients: admins,
    now: options.now,
    mailer: options.mailer,
    buildMail: (admin, isoWeek) =>
      buildAdminMail({
        admin,
        company: options.company,
        people,
        isoWeek,
        baseUrl: getConfig().publicBaseUrl,
      }),
  });
}

/**
 * The daily job's e-mails of one company's people, from the workers and figures the job already
 * has: every worker's daily e-mail and every admin's weekly list. Answers what was sent.
 */
export async function notifyCompany(options: {
  company: CompanyRecord;
  workers: readonly CompanyMember[];
  figures: ReadonlyMap<string, WorkerTrainingFigures>;
  now: Date;
  mailer: Mailer;
}): Promise<{ workerMails: number; adminMails: number }> {
  const { company, workers, figures, now } = options;
  const today = toBucharestDate(now);
  const recipients = workers.filter(
    (worker): worker is Mailable =>
      Boolean(worker.email) && !worker.training_reminders_off && worker.training_mail_day !== today,
  );
  let allocations: RecentAssignment[] = [];
  let titles = new Map<string, string>();
  if (recipients.length > 0) {
    const since = recipients.map((worker) => announcedSince(worker, now)).sort()[0] as string;
    allocations = await listRecentAssignments(company.id, since);
    if (allocations.length > 0) {
      titles = await getCourseTitles([...new Set(allocations.map((allocation) => allocation.course_id))]);
    }
  }
  const outcomes = await pMap(
    recipients,
    async (worker) => {
      const notices = collectWorkerNotices({
        worker,
        figures: figures.get(worker.id) as WorkerTrainingFigures,
        allocations,
        titles,
        now,
      });
      return (
        hasNotices(notices) && (await mailWorker({ worker, notices, now, mailer: options.mailer })) === 'sent'
      );
    },
    { concurrency: MAIL_CONCURRENCY },
  );
  const adminMails = await mailAdmins({ company, workers, figures, now, mailer: options.mailer });
  return { workerMails: outcomes.filter(Boolean).length, adminMails };
}

/** Why a worker of a bulk reminder got no e-mail, or that they got it. */
export type ReminderOutcome =
  | 'sent'
  | 'without_email'
  | 'reminders_off'
  | 'already_today'
  | 'nothing_due'
  | 'failed';

/**
 * An owner's reminder to a worker, now (docs/training-status.md, "Bulk actions"): the daily
 * e-mail's text with every phase that is untrained, overdue or due soon, under the daily
 * e-mail's rules: only to a worker with an e-mail who has not stopped reminders, and at most one
 * training e-mail a day (the reminder claims the day, so the morning's e-mail and a second
 * reminder wait for tomorrow). What the daily e-mail has told stays as it was.
 */
export async function remindWorker(options: {
  worker: UserRecord;
  figures: WorkerTrainingFigures;
  now: Date;
  mailer: Mailer;
}): Promise<ReminderOutcome> {
  const { worker, figures, now } = options;
  if (!worker.email) return 'without_email';
  if (worker.training_reminders_off) return 'reminders_off';
  if (worker.training_mail_day === toBucharestDate(now)) return 'already_today';
  const due = COURSE_CATEGORIES.flatMap((domain) =>
    COURSE_SUBCATEGORIES.flatMap((phase) => {
      const phaseFigures = figures.domains[domain].phases[phase];
      return phaseFigures.status && NEEDS_TRAINING.includes(phaseFigures.status)
        ? [{ domain, phase, figures: phaseFigures }]
        : [];
    }),
  );
  if (due.length === 0) return 'nothing_due';
  const isOverdue = (notice: DueNotice) =>
    notice.figures.status === 'untrained' || (notice.figures.days_remaining ?? 0) < 0;
  const outcome = await mailWorker({
    worker: worker as Mailable,
    notices: {
      courses: [],
      overdue: due.filter(isOverdue),
      dueSoon: due.filter((notice) => !isOverdue(notice)),
      stages: worker.training_notice_stages ?? {},
      announcedUntil: worker.courses_announced_until ?? announcedSince(worker, now),
    },
    now,
    mailer: options.mailer,
  });
  // The claim is refused when the day was taken, or reminders stopped, since the worker was read.
  return outcome === 'not-claimed' ? 'already_today' : outcome;
}
