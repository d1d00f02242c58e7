import {
  DEFAULT_WARNING_DAYS,
  dueFiguresOn,
  summarizeCompanyWorkers,
  toCompanyColour,
  WORKER_TRAINING_STATUSES,
  type WorkerTrainingFigures,
  type WorkerTrainingStatus,
} from '@ssm/shared';
import { getUserById, listAllUsersOfCompany, type UserRecord } from '../../accounts/data/users';
import type { CompanyRecord } from '../../companies/data/companies';
import { type CompanyMember, isCompanyMemberOf } from '../../companies/domain/company-members';
import type { TrainingStatusRecord, WorkersSummaryFields } from '../data/training-status';
import { buildWorkerRoster } from './firm-workers';
import { computeWorkerFigures } from './worker-trainings';

/*
 * The summary of a company's workers on its status item (docs/training-status.md, "The company's
 * workers on the owner's page"): the per-worker rule run over the company's users, counted with
 * `summarizeCompanyWorkers`, and their roster for the firm's workers list. The daily job and the
 * events' refresh both compute them here.
 */

/** What an event knows of the workers it changed, beyond the users' listing on GSI1 (which may lag). */
export type WorkersChange = {
  /** Users as just written (created, imported). */
  written?: readonly UserRecord[];
  /** Users read again consistently: signed, given an event, deleted (gone: no longer counted). */
  reread?: readonly string[];
};

const COUNT_ATTRIBUTES = {
  on_time: 'workers_on_time',
  due_soon: 'workers_due_soon',
  overdue: 'workers_overdue',
  untrained: 'workers_untrained',
} as const satisfies Record<WorkerTrainingStatus, keyof WorkersSummaryFields>;

/** The rule over the company's workers as of `at`: counts per status and the most urgent one. */
export function summarizeWorkers(
  company: CompanyRecord,
  workers: readonly UserRecord[],
  at: Date,
): WorkersSummaryFields {
  return summarizeWorkerFigures(
    company,
    workers.map((user) => computeWorkerFigures(user, company, at)),
  );
}

/** The same summary from the workers' figures already computed (the daily job computes them once). */
export function summarizeWorkerFigures(
  company: CompanyRecord,
  figures: readonly WorkerTrainingFigures[],
): WorkersSummaryFields {
  const { counts, mostUrgent } = summarizeCompanyWorkers(figures);
  return {
    workers_on_time: counts.on_time,
    workers_due_soon: counts.due_soon,
    workers_overdue: counts.overdue,
    workers_untrained: counts.untrained,
    workers_status: mostUrgent?.status ?? null,
    workers_due_date: mostUrgent?.due_date ?? null,
    workers_warning_days: company.training_warning_days ?? DEFAULT_WARNING_DAYS,
  };
}

/**
 * The listed users who are the company's active admins and employees (another firm's or
 * company's are nobody; a deactivated person is left out of the counts, the re-enrolment and
 * the e-mails, while their records stay).
 */
function membersOf(company: CompanyRecord, users: readonly UserRecord[]): CompanyMember[] {
  return users.filter(
    (user): user is CompanyMember =>
      isCompanyMemberOf(user, company.firm_id) && user.company_id === company.id && !user.deactivated_at,
  );
}

/** The company's active admins and employees: one Query of its users, which the daily job's steps share. */
export async function listCompanyMembers(company: CompanyRecord): Promise<CompanyMember[]> {
  return membersOf(company, await listAllUsersOfCompany(company.id));
}

/** The company's admins and employees: one Query of its users, corrected by what the event knows. */
async function readWorkers(company: CompanyRecord, change: WorkersChange): Promise<UserRecord[]> {
  const [listed, reread] = await Promise.all([
    listAllUsersOfCompany(company.id),
    Promise.all(
      (change.reread ?? []).map(async (id) => ({ id, user: await getUserById(id, { consistent: true }) })),
    ),
  ]);
  const byId = new Map(listed.map((user) => [user.id, user]));
  for (const user of change.written ?? []) byId.set(user.id, user);
  for (const { id, user } of reread) {
    if (user) byId.set(id, user);
    else byId.delete(id);
  }
  return membersOf(company, [...byId.values()]);
}

/**
 * The company's workers as an event that changed some of them sees them, as of `at`: their
 * summary for the status item and their roster (worker-rosters.ts) for the firm's workers list.
 */
export async function readWorkersFigures(company: CompanyRecord, at: Date, change: WorkersChange = {}) {
  const workers = await readWorkers(company, change);
  const figures = new Map(workers.map((worker) => [worker.id, computeWorkerFigures(worker, company, at)]));
  const figuresOf = (worker: { id: string }) => figures.get(worker.id) as WorkerTrainingFigures;
  return {
    summary: summarizeWorkerFigures(company, [...figures.values()]),
    roster: buildWorkerRoster(company, workers, figuresOf, at),
  };
}

/** The summary a stored item carries. */
export function workersSummaryOf(record: TrainingStatusRecord): WorkersSummaryFields {
  return {
    workers_on_time: record.workers_on_time,
    workers_due_soon: record.workers_due_soon,
    workers_overdue: record.workers_overdue,
    workers_untrained: record.workers_untrained,
    workers_status: record.workers_status,
    workers_due_date: record.workers_due_date,
    workers_warning_days: record.workers_warning_days,
  };
}

/**
 * What the owner's page shows of the company's workers today. The most urgent worker's days and
 * status are moved to today from the stored due date; the counts are as of the item's last write
 * (the daily job's run, or the company's latest change), so between midnight and the morning's
 * run a worker who crossed a threshold overnight is still counted in yesterday's status.
 */
export function workersFiguresOn(record: TrainingStatusRecord, at: Date) {
  const mostUrgent = record.workers_status
    ? dueFiguresOn(
        { status: record.workers_status, due_date: record.workers_due_date },
        at,
        record.workers_warning_days,
      )
    : null;
  return {
    next_due_date: mostUrgent?.due_date ?? null,
    days_remaining: mostUrgent?.days_remaining ?? null,
    status: mostUrgent ? toCompanyColour(mostUrgent.status) : null,
    status_label: mostUrgent?.status_label ?? null,
    worker_status: mostUrgent?.status ?? null,
    workers: Object.fromEntries(
      WORKER_TRAINING_STATUSES.map((status) => [status, record[COUNT_ATTRIBUTES[status]]]),
    ) as Record<WorkerTrainingStatus, number>,
  };
}
