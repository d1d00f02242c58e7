import type { CourseSubcategory } from '@ssm/shared';
import pMap from 'p-map';
import { getLastAllocationDate } from '../data/assignments';
import { listCompaniesOfFirm } from '../data/companies';
import { type FirmRecord, listFirms } from '../data/firms';
import { getLastCompletionDate } from '../data/progress';
import {
  deleteTrainingStatuses,
  listTrainingStatusesOfFirm,
  putTrainingStatuses,
} from '../data/training-status';
import type { Mailer } from '../lib/adapters';
import { readWorkersSummary } from './company-workers';
import { reenrolDueWorkers } from './reenrolment-job';
import { sendTrainingNotices } from './training-notifications';
import { sendWeeklyReminders } from './training-reminders';
import { buildTrainingStatusRecord, isSameTrainingStatus } from './training-status';

/*
 * The daily job (EventBridge on AWS; a timer and `npm run job:training-status` locally): first
 * re-enrols the workers due in companies that ask for it, then recomputes every company of every
 * firm from its allocation and completion history and its workers, which also repairs whatever
 * an event missed (a failed refresh, a deleted history or user), then sends the workers' e-mails
 * and the week's lists. Reads are Queries only, many in flight; writes are BatchWrites of the
 * items that changed and claimed e-mails, so a second run on the same day writes and sends nothing.
 */

const PERIODIC: CourseSubcategory = 'periodica';
/** Firms in flight at once, and companies per firm: up to 4 x 16 x 2 Queries in flight. */
const FIRM_CONCURRENCY = 4;
const COMPANY_CONCURRENCY = 16;

export type TrainingStatusJobSummary = {
  firms: number;
  companies: number;
  /** Items written because their figures changed (or were missing). */
  written: number;
  /** Items of companies that no longer exist (or are being deleted). */
  removed: number;
  reminders: number;
  /** Periodic courses assigned by re-enrolment (domain/reenrolment-job.ts). */
  reenrolled: number;
  /** Workers' daily e-mails and admins' weekly lists sent (docs/training-status.md, "E-mails"). */
  workerMails: number;
  adminMails: number;
};

async function recomputeFirm(firm: FirmRecord, now: Date, mailer: Mailer): Promise<TrainingStatusJobSummary> {
  const [companies, stored] = await Promise.all([
    listCompaniesOfFirm(firm.id),
    listTrainingStatusesOfFirm(firm.id),
  ]);
  const active = companies.filter((company) => !company.deleting_since);
  const reenrolment = await reenrolDueWorkers({ firmId: firm.id, companies: active, now });
  const records = await pMap(
    active,
    async (company) => {
      const [lastAllocationAt, lastTrainingAt, workers] = await Promise.all([
        getLastAllocationDate(company.id, PERIODIC),
        getLastCompletionDate(company.id, PERIODIC),
        readWorkersSummary(company, now),
      ]);
      // The Query may not see the re-enrolment's allocations yet: they are the latest anyway.
      return buildTrainingStatusRecord({
        company,
        lastAllocationAt: reenrolment.allocatedAt.get(company.id) ?? lastAllocationAt,
        lastTrainingAt,
        workers,
        now,
      });
    },
    { concurrency: COMPANY_CONCURRENCY },
  );
  const storedById = new Map(stored.map((record) => [record.company_id, record]));
  const changed = records.filter((record) => {
    const previous = storedById.get(record.company_id);
    return !previous || !isSameTrainingStatus(previous, record);
  });
  const activeIds = new Set(active.map((company) => company.id));
  const orphanIds = stored.map((record) => record.company_id).filter((id) => !activeIds.has(id));
  await Promise.all([putTrainingStatuses(changed), deleteTrainingStatuses(orphanIds)]);
  const notices = await sendTrainingNotices({ firm, companies: active, now, mailer });
  const reminders = await sendWeeklyReminders({
    firm,
    records,
    workerCounts: notices.workerCounts,
    now,
    mailer,
  });
  return {
    firms: 1,
    companies: records.length,
    written: changed.length,
    removed: orphanIds.length,
    reminders,
    reenrolled: reenrolment.assigned,
    workerMails: notices.workerMails,
    adminMails: notices.adminMails,
  };
}

/**
 * Recomputes the status of every company of `firms` (every firm of the platform by default) as
 * of `now`. Idempotent: running it again changes nothing and sends nothing more this week.
 */
export async function runTrainingStatusJob(options: {
  now: Date;
  mailer: Mailer;
  firms?: readonly FirmRecord[];
}): Promise<TrainingStatusJobSummary> {
  const firms = options.firms ?? (await listFirms());
  const summaries = await pMap(firms, (firm) => recomputeFirm(firm, options.now, options.mailer), {
    concurrency: FIRM_CONCURRENCY,
  });
  return summaries.reduce(
    (total, summary) => ({
      firms: total.firms + summary.firms,
      companies: total.companies + summary.companies,
      written: total.written + summary.written,
      removed: total.removed + summary.removed,
      reminders: total.reminders + summary.reminders,
      reenrolled: total.reenrolled + summary.reenrolled,
      workerMails: total.workerMails + summary.workerMails,
      adminMails: total.adminMails + summary.adminMails,
    }),
    {
      firms: 0,
      companies: 0,
      written: 0,
      removed: 0,
      reminders: 0,
      reenrolled: 0,
      workerMails: 0,
      adminMails: 0,
    },
  );
}
