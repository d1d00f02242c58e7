import { type CourseSubcategory, summarizeCompanyWorkers, type WorkerTrainingFigures } from '@ssm/shared';
import pMap from 'p-map';
import { getLastAssignmentDate } from '../../assignments/data/assignments';
import { resolveReenrolment } from '../../assignments/domain/named-courses';
import {
  periodicCoursesOf,
  type ReadPeriodicCourses,
  reenrolCompany,
} from '../../assignments/domain/reenrolment-job';
import { type CompanyRecord, listCompaniesOfFirm } from '../../companies/data/companies';
import { type FirmRecord, listFirms } from '../../firms/data/firms';
import { getLastCompletionDate } from '../../learning/data/quiz-results';
import type { Mailer } from '../../platform/adapters';
import { describeError, logger } from '../../platform/logger';
import {
  deleteTrainingStatuses,
  listTrainingStatusesOfFirm,
  putTrainingStatuses,
  type TrainingStatusRecord,
} from '../data/training-status';
import {
  deleteWorkerRosterParts,
  listWorkerRostersOfFirm,
  putWorkerRosters,
  type WorkerRosterRecord,
} from '../data/worker-rosters';
import { listCompanyMembers, summarizeWorkerFigures } from './company-workers';
import { buildWorkerRoster, isSameRosterPart } from './firm-workers';
import { notifyCompany } from './training-notifications';
import { type CompanyWorkerCounts, sendWeeklyReminders } from './training-reminders';
import { buildTrainingStatusRecord, isSameTrainingStatus } from './training-status';
import { computeWorkerFigures } from './worker-trainings';

/*
 * The daily job (docs/training-status.md, "The daily job at scale"). A dispatcher lists the firms
 * and hands each to the firm's run: on AWS one SQS message per firm (training-status/jobs/training-status.ts),
 * which a consumer function runs alone; locally (and in tests) straight to the same function, a
 * few firms at a time (`runTrainingStatusJob`).
 *
 * A firm's run takes its companies 16 at a time. Each company's users are read once (one Query)
 * and every step works from that reading: re-enrolment of the workers due, the status item from
 * the allocation and completion history and the workers (which also repairs whatever an event
 * missed), and the workers' and admins' e-mails. Then the changed status items are written and
 * the owners get the week's digest. Reads are Queries only; writes are the items that changed and
 * the claimed e-mails, so a second run on the same day writes and sends nothing.
 */

const PERIODIC: CourseSubcategory = 'periodica';
/** Firms run at once by the local dispatcher (on AWS the queue's consumer concurrency caps it). */
export const LOCAL_FIRM_CONCURRENCY = 4;
/** Companies of a firm at once: up to 16 x 3 Queries in flight. */
const COMPANY_CONCURRENCY = 16;

export type TrainingStatusJobSummary = {
  firms: number;
  companies: number;
  /** Items written because their figures changed (or were missing). */
  written: number;
  /** Items of companies that no longer exist (or are being deleted). */
  removed: number;
  reminders: number;
  /** Periodic courses assigned by re-enrolment (assignments/domain/reenrolment-job.ts). */
  reenrolled: number;
  /** Workers' daily e-mails and admins' weekly lists sent (docs/training-status.md, "E-mails"). */
  workerMails: number;
  adminMails: number;
};

const EMPTY_SUMMARY: TrainingStatusJobSummary = {
  firms: 0,
  companies: 0,
  written: 0,
  removed: 0,
  reminders: 0,
  reenrolled: 0,
  workerMails: 0,
  adminMails: 0,
};

export function addSummaries(total: TrainingStatusJobSummary, next: TrainingStatusJobSummary) {
  return Object.fromEntries(
    Object.entries(total).map(([name, value]) => [
      name,
      value + next[name as keyof TrainingStatusJobSummary],
    ]),
  ) as TrainingStatusJobSummary;
}

type CompanyOutcome = {
  record: TrainingStatusRecord;
  roster: WorkerRosterRecord[];
  counts: CompanyWorkerCounts;
  reenrolled: number;
  workerMails: number;
  adminMails: number;
};

/** One company's steps, all from one Query of its users. */
async function runCompany(options: {
  company: CompanyRecord;
  firm: FirmRecord;
  readPeriodicCourses: ReadPeriodicCourses;
  now: Date;
  mailer: Mailer;
}): Promise<CompanyOutcome> {
  const { company, now } = options;
  const workers = await listCompanyMembers(company);
  const figures = new Map<string, WorkerTrainingFigures>(
    workers.map((worker) => [worker.id, computeWorkerFigures(worker, company, now)]),
  );
  const figuresOf = (worker: { id: string }) => figures.get(worker.id) as WorkerTrainingFigures;
  const reenrolled = await reenrolCompany({
    company,
    // The firm item came with the run: following the firm's defaults costs no read.
    settings: resolveReenrolment(company, options.firm).settings,
    workers,
    figuresOf,
    readPeriodicCourses: options.readPeriodicCourses,
    now,
  });
  const [lastAllocationAt, lastTrainingAt] = await Promise.all([
    getLastAssignmentDate(company.id, PERIODIC),
    getLastCompletionDate(company.id, PERIODIC),
  ]);
  const record = buildTrainingStatusRecord({
    company,
    // The Query may not see the re-enrolment's allocations yet: they are the latest anyway.
    lastAllocationAt: reenrolled > 0 ? now.toISOString() : lastAllocationAt,
    lastTrainingAt,
    workers: summarizeWorkerFigures(company, [...figures.values()]),
    now,
  });
  const mails = await notifyCompany({ company, workers, figures, now, mailer: options.mailer }).catch(
    (error: unknown) => {
      // The e-mails are claimed one by one: what was not sent is sent by the next run.
      logger.error('training notices of a company not sent', {
        companyId: company.id,
        ...describeError(error),
      });
      return { workerMails: 0, adminMails: 0 };
    },
  );
  return {
    record,
    roster: buildWorkerRoster(company, workers, figuresOf, now),
    counts: summarizeCompanyWorkers([...figures.values()]).counts,
    reenrolled,
    ...mails,
  };
}

/**
 * One firm's daily run: the queue consumer's work for one message, and what the local dispatcher
 * runs for each firm. Throws when a read or a status write fails, so the message is retried.
 */
export async function runFirmTrainingStatus(options: {
  firm: FirmRecord;
  now: Date;
  mailer: Mailer;
}): Promise<TrainingStatusJobSummary> {
  const { firm, now, mailer } = options;
  const [companies, stored, storedRosters] = await Promise.all([
    listCompaniesOfFirm(firm.id),
    listTrainingStatusesOfFirm(firm.id),
    listWorkerRostersOfFirm(firm.id),
  ]);
  // An archived company is left alone; its summary and roster, should one remain, are removed.
  const active = companies.filter((company) => !company.deleting_since && !company.archived_at);
  const readPeriodicCourses = periodicCoursesOf(firm.id);
  const outcomes = await pMap(
    active,
    (company) => runCompany({ company, firm, readPeriodicCourses, now, mailer }),
    { concurrency: COMPANY_CONCURRENCY },
  );
  const records = outcomes.map((outcome) => outcome.record);
  const storedById = new Map(stored.map((record) => [record.company_id, record]));
  const changed = records.filter((record) => {
    const previous = storedById.get(record.company_id);
    return !previous || !isSameTrainingStatus(previous, record);
  });
  const activeIds = new Set(active.map((company) => company.id));
  const orphanIds = stored.map((record) => record.company_id).filter((id) => !activeIds.has(id));
  const rosters = outcomes.flatMap((outcome) => outcome.roster);
  const storedParts = new Map(storedRosters.map((part) => [`${part.company_id}#${part.part}`, part]));
  const changedRosters = rosters.filter((part) => {
    const previous = storedParts.get(`${part.company_id}#${part.part}`);
    return !previous || !isSameRosterPart(previous, part);
  });
  const currentParts = new Set(rosters.map((part) => `${part.company_id}#${part.part}`));
  // Parts of a company gone, or left over from a roster that had more parts.
  const staleParts = storedRosters.filter((part) => !currentParts.has(`${part.company_id}#${part.part}`));
  await Promise.all([
    putTrainingStatuses(changed),
    deleteTrainingStatuses(orphanIds),
    putWorkerRosters(changedRosters),
    deleteWorkerRosterParts(staleParts),
  ]);
  const reminders = await sendWeeklyReminders({
    firm,
    records,
    workerCounts: new Map(outcomes.map((outcome) => [outcome.record.company_id, outcome.counts])),
    now,
    mailer,
  });
  const sum = (pick: (outcome: CompanyOutcome) => number) =>
    outcomes.reduce((total, outcome) => total + pick(outcome), 0);
  return {
    firms: 1,
    companies: records.length,
    written: changed.length,
    removed: orphanIds.length,
    reminders,
    reenrolled: sum((outcome) => outcome.reenrolled),
    workerMails: sum((outcome) => outcome.workerMails),
    adminMails: sum((outcome) => outcome.adminMails),
  };
}

/**
 * The local dispatcher (the platform's daily schedule, `npm run job:training-status`): runs every
 * firm of `firms` (every firm of the platform by default) as of `now`, in this process, a few at a
 * time. On AWS the dispatcher function queues the firms instead (training-status/jobs/training-status.ts), so this
 * module holds no queue client: the consumer bundles only what a firm's run needs. Idempotent:
 * running it again changes nothing and sends nothing more today.
 */
export async function runTrainingStatusJob(options: {
  now: Date;
  mailer: Mailer;
  firms?: readonly FirmRecord[];
}): Promise<TrainingStatusJobSummary> {
  const firms = options.firms ?? (await listFirms());
  const summaries = await pMap(
    firms,
    (firm) => runFirmTrainingStatus({ firm, now: options.now, mailer: options.mailer }),
    { concurrency: LOCAL_FIRM_CONCURRENCY },
  );
  return summaries.reduce(addSummaries, EMPTY_SUMMARY);
}
