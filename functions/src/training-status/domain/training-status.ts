import { setTimeout as sleep } from 'node:timers/promises';
import { type CourseSubcategory, computeTrainingStatus } from '@ssm/shared';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import { getLastAssignmentDate } from '../../assignments/data/assignments';
import { type CompanyRecord, getCompany } from '../../companies/data/companies';
import { sortByText } from '../../companies/domain/tenancy';
import { getLastCompletionDate } from '../../learning/data/quiz-results';
import { now } from '../../platform/clock';
import { newId } from '../../platform/ids';
import { describeError, logger } from '../../platform/logger';
import {
  getTrainingStatus,
  listTrainingStatusesOfFirm,
  putTrainingStatusIfCurrent,
  type TrainingStatusRecord,
  type WorkersSummaryFields,
} from '../data/training-status';
import { putWorkerRosterIfNewer } from '../data/worker-rosters';
import {
  readWorkersFigures,
  type WorkersChange,
  workersFiguresOn,
  workersSummaryOf,
} from './company-workers';

/*
 * The periodic-training status of client companies (docs/training-status.md). One item per
 * company holds the rule's figures and the summary of its workers; the daily job recomputes them
 * all from the allocation and completion history and the users, and the events that change a
 * company's figures update its item at once.
 */

/** Only this subcategory's assignments and completions move the status (docs/domain.md, periodic training). */
const PERIODIC: CourseSubcategory = 'periodica';

/**
 * The figures of a company for `now` from the instants of its last allocation and training, with
 * the summary of its workers.
 */
export function buildTrainingStatusRecord(options: {
  company: CompanyRecord;
  lastAllocationAt: string | null;
  lastTrainingAt: string | null;
  workers: WorkersSummaryFields;
  now: Date;
}): TrainingStatusRecord {
  const { company } = options;
  return {
    company_id: company.id,
    firm_id: company.firm_id,
    company_name: company.name,
    last_allocation_at: options.lastAllocationAt,
    last_training_at: options.lastTrainingAt,
    ...computeTrainingStatus({
      frequencyMonths: company.training_frequency_months,
      lastAllocationAt: options.lastAllocationAt,
      lastTrainingAt: options.lastTrainingAt,
      now: options.now,
    }),
    ...options.workers,
    updated_at: options.now.toISOString(),
    version: newId(),
  };
}

/** Whether two records say the same thing: only the write's own stamp and version may differ. */
export function isSameTrainingStatus(first: TrainingStatusRecord, second: TrainingStatusRecord): boolean {
  const { updated_at: _firstAt, version: _firstVersion, ...firstContent } = first;
  const { updated_at: _secondAt, version: _secondVersion, ...secondContent } = second;
  const names = Object.keys(firstContent) as (keyof typeof firstContent)[];
  return (
    names.length === Object.keys(secondContent).length &&
    names.every((name) => firstContent[name] === secondContent[name])
  );
}

/** The latest of some ISO instants (they sort as text), or null when there is none. */
function latestInstant(...instants: (string | null | undefined)[]): string | null {
  return instants.reduce<string | null>(
    (latest, instant) => (instant && (!latest || instant > latest) ? instant : latest),
    null,
  );
}

/**
 * The owner's page: one Query of the firm's status items, by company name. The periodic course's
 * dates come from the company rule; the status, next due date and days are the most urgent
 * worker's, moved to today from the stored due date.
 */
export async function listTrainingStatuses(options: { owner: OwnerPrincipal }) {
  const records = await listTrainingStatusesOfFirm(options.owner.firmId);
  const today = now();
  return sortByText(records, (record) => record.company_name).map((record) => {
    // Recomputed from the stored instants: exact today even before the morning's job has run.
    const periodic = computeTrainingStatus({
      frequencyMonths: record.frequency,
      lastAllocationAt: record.last_allocation_at,
      lastTrainingAt: record.last_training_at,
      now: today,
    });
    return {
      id: record.company_id,
      company_name: record.company_name,
      last_allocation_date: periodic.last_allocation_date,
      last_training_date: periodic.last_training_date,
      frequency: periodic.frequency,
      ...workersFiguresOn(record, today),
    };
  });
}

/** What just changed for a company; the instants are the event's own, known before any read. */
export type TrainingStatusChange = {
  companyId: string;
  /** The assigned or completed course's subcategory: anything but `periodica` changes nothing. */
  subcategory?: CourseSubcategory;
  allocatedAt?: string;
  completedAt?: string | null;
  /** The company as just written (created, its frequency or training settings changed). */
  company?: CompanyRecord;
  /** Present when the company's workers changed: they are read and counted again; else the stored count stays. */
  workers?: WorkersChange;
};

const EVENT_ATTEMPTS = 4;

/**
 * Recomputes one company's item after an event. Reads may lag a write that just happened
 * (eventually consistent Query and GSI), so the dates only move forward from what the item and
 * the event already know; the write is conditioned on the version read and on the company's
 * name and frequency, and is recomputed when another writer got there first.
 */
async function recomputeAfterEvent(change: TrainingStatusChange): Promise<void> {
  for (let attempt = 1; attempt <= EVENT_ATTEMPTS; attempt += 1) {
    if (attempt > 1) await sleep(50 * 2 ** attempt);
    const [readCompany, stored, lastAllocationAt, lastTrainingAt] = await Promise.all([
      attempt === 1 && change.company ? change.company : getCompany(change.companyId, { consistent: true }),
      getTrainingStatus(change.companyId),
      getLastAssignmentDate(change.companyId, PERIODIC),
      getLastCompletionDate(change.companyId, PERIODIC),
    ]);
    if (!readCompany || readCompany.deleting_since) return;
    const at = now();
    // The first item of a company counts its workers; later ones keep the count unless they changed.
    const read = change.workers || !stored ? await readWorkersFigures(readCompany, at, change.workers) : null;
    // Its own condition keeps the later computation when two events write at once.
    if (read) await putWorkerRosterIfNewer(read.roster);
    const workers = read ? read.summary : workersSummaryOf(stored as TrainingStatusRecord);
    const record = buildTrainingStatusRecord({
      company: readCompany,
      lastAllocationAt: latestInstant(lastAllocationAt, stored?.last_allocation_at, change.allocatedAt),
      lastTrainingAt: latestInstant(lastTrainingAt, stored?.last_training_at, change.completedAt),
      workers,
      now: at,
    });
    if (stored && isSameTrainingStatus(stored, record)) return;
    if (await putTrainingStatusIfCurrent(record, stored?.version ?? null)) return;
  }
  logger.warn('training status left to the daily job', { companyId: change.companyId });
}

/**
 * The events' hook: a periodic assignment or completion, a new company, a changed frequency or
 * training settings, and the workers' changes (a signature, a worker added, imported or deleted,
 * a training event recorded).
 * The event itself has happened by now, so a failure here never fails the caller's request;
 * it is logged, and the daily job sets the item right.
 */
export async function refreshTrainingStatus(change: TrainingStatusChange): Promise<void> {
  if (change.subcategory !== undefined && change.subcategory !== PERIODIC) return;
  try {
    await recomputeAfterEvent(change);
  } catch (error) {
    logger.error('training status refresh failed', { companyId: change.companyId, ...describeError(error) });
  }
}
