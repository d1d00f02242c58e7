import { type CourseCategory, WORKER_TRAINING_STATUSES, type WorkerTrainingStatus } from '@ssm/shared';
import { matchesPersonSearch } from '@/lib/person-search';
import type { WorkerTraining } from '../api/worker-trainings';

/** What the company page's filters ask: all empty shows everyone. */
export type WorkerFilters = {
  /** "Doar cei restanți": overdue or untrained. */
  lateOnly: boolean;
  status: WorkerTrainingStatus | null;
  /** The domain whose status the other filters look at; null: the worker's overall status. */
  domain: CourseCategory | null;
  search: string;
};

export const NO_FILTERS: WorkerFilters = { lateOnly: false, status: null, domain: null, search: '' };

const LATE_STATUSES: readonly WorkerTrainingStatus[] = ['overdue', 'untrained'];

/** The status the filters look at: the chosen domain's, or the worker's most urgent. */
export function statusInView(worker: WorkerTraining, domain: CourseCategory | null): WorkerTrainingStatus {
  return domain ? worker.training.domains[domain].status : worker.training.status;
}

export function filterWorkers(workers: readonly WorkerTraining[], filters: WorkerFilters): WorkerTraining[] {
  return workers.filter((worker) => {
    const status = statusInView(worker, filters.domain);
    if (filters.lateOnly && !LATE_STATUSES.includes(status)) return false;
    if (filters.status && status !== filters.status) return false;
    return matchesPersonSearch(worker, filters.search);
  });
}

/** How many workers are in each status, as the domain filter looks at them. */
export function countByStatus(
  workers: readonly WorkerTraining[],
  domain: CourseCategory | null,
): Record<WorkerTrainingStatus, number> {
  const counts = Object.fromEntries(WORKER_TRAINING_STATUSES.map((status) => [status, 0])) as Record<
    WorkerTrainingStatus,
    number
  >;
  for (const worker of workers) counts[statusInView(worker, domain)] += 1;
  return counts;
}
