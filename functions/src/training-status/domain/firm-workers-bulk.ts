import { FIRM_WORKERS_BULK_BATCH } from '@ssm/shared';
import pMap from 'p-map';
import { getUsersById } from '../../accounts/data/users';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import { assignCourseToWorkers } from '../../assignments/domain/course-assignments';
import { getCompany } from '../../companies/data/companies';
import { isCompanyMemberOf } from '../../companies/domain/company-members';
import type { Mailer } from '../../platform/adapters';
import { now } from '../../platform/clock';
import { type FirmWorkerRow, type FirmWorkersFilter, filterFirmWorkers } from './firm-workers';
import { type ReminderOutcome, remindWorker } from './training-notifications';
import { computeWorkerFigures } from './worker-trainings';

/*
 * Bulk actions on the firm's workers (docs/training-status.md, "Bulk actions"): an owner's
 * action on every worker of a filter of the list, not only the page shown, run in batches the
 * client asks for one after the other, so each request stays short and the page shows progress.
 */

type FirmWorkersBulkRequest = { filter: FirmWorkersFilter; after?: string | undefined };

const bulkKeyOf = (row: Pick<FirmWorkerRow, 'company_id' | 'id'>) => `${row.company_id}/${row.id}`;

/**
 * The next batch of a bulk action on the filter's workers (docs/training-status.md, "Bulk
 * actions"): FIRM_WORKERS_BULK_BATCH of them after `after`, in the order of company and id, and
 * where the run stands after it. The filter is read again for every batch, so the run follows
 * the list as it is, and a worker handled already is never handled again.
 */
async function nextBulkBatch(owner: OwnerPrincipal, request: FirmWorkersBulkRequest) {
  const { workers } = await filterFirmWorkers(owner, request.filter);
  const after = request.after ?? '';
  const rest = workers
    .filter((row) => bulkKeyOf(row) > after)
    .sort((first, second) => (bulkKeyOf(first) < bulkKeyOf(second) ? -1 : 1));
  const batch = rest.slice(0, FIRM_WORKERS_BULK_BATCH);
  const last = batch.at(-1);
  const remaining = rest.length - batch.length;
  return {
    batch,
    progress: { handled: batch.length, remaining, next: remaining > 0 && last ? bulkKeyOf(last) : null },
  };
}

/** One batch of assigning a course to every worker of the filter. */
export async function assignCourseToFilter(options: {
  owner: OwnerPrincipal;
  request: FirmWorkersBulkRequest & { course_id: string };
}) {
  const { batch, progress } = await nextBulkBatch(options.owner, options.request);
  const outcome = await assignCourseToWorkers({
    owner: options.owner,
    courseId: options.request.course_id,
    workers: batch,
  });
  return { ...progress, ...outcome };
}

/** Workers of a bulk reminder mailed at once. */
const REMINDER_CONCURRENCY = 4;

/**
 * One batch of reminding every worker of the filter: one BatchGetItem of the workers, a read of
 * each of their companies, the rule run for each, then `remindWorker`'s e-mail under the daily
 * e-mail's rules (reminders stopped, one a day).
 */
export async function remindFilter(options: {
  owner: OwnerPrincipal;
  request: FirmWorkersBulkRequest;
  mailer: Mailer;
}) {
  const { owner } = options;
  const { batch, progress } = await nextBulkBatch(owner, options.request);
  const companyIds = [...new Set(batch.map((row) => row.company_id))];
  const [users, companies] = await Promise.all([
    getUsersById(batch.map((row) => row.id)),
    Promise.all(companyIds.map((id) => getCompany(id))),
  ]);
  const companyOf = new Map(
    companies.flatMap((company) =>
      company && company.firm_id === owner.firmId && !company.deleting_since ? [[company.id, company]] : [],
    ),
  );
  const at = now();
  const tally: Record<ReminderOutcome, number> = {
    sent: 0,
    without_email: 0,
    reminders_off: 0,
    already_today: 0,
    nothing_due: 0,
    failed: 0,
  };
  const members = users.flatMap((user) => {
    const company = user.company_id ? companyOf.get(user.company_id) : undefined;
    return company && isCompanyMemberOf(user, owner.firmId) && !user.deactivated_at
      ? [{ user, company }]
      : [];
  });
  // Deleted, deactivated or moved out of the firm since the roster was computed: nobody to remind.
  tally.failed += batch.length - members.length;
  const outcomes = await pMap(
    members,
    ({ user, company }) =>
      remindWorker({
        worker: user,
        figures: computeWorkerFigures(user, company, at),
        now: at,
        mailer: options.mailer,
      }),
    { concurrency: REMINDER_CONCURRENCY },
  );
  for (const outcome of outcomes) tally[outcome] += 1;
  return { ...progress, ...tally };
}
