import {
  type CourseCategory,
  foldDiacritics,
  WORKER_TRAINING_STATUSES,
  type WorkerTrainingStatus,
} from '@ssm/shared';
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

const fold = (text: string) => foldDiacritics(text).toLowerCase().trim();

/** Names are searched ignoring case and diacritics ('stefan' finds 'Ștefan'), in any order. */
function matchesSearch(worker: WorkerTraining, search: string): boolean {
  const wanted = fold(search);
  if (wanted === '') return true;
  const names = [
    `${worker.first_name} ${worker.last_name}`,
    `${worker.last_name} ${worker.first_name}`,
    worker.username,
  ];
  return names.some((name) => fold(name).includes(wanted));
}

export function filterWorkers(workers: readonly WorkerTraining[], filters: WorkerFilters): WorkerTraining[] {
  return workers.filter((worker) => {
    const status = statusInView(worker, filters.domain);
    if (filters.lateOnly && !LATE_STATUSES.includes(status)) return false;
    if (filters.status && status !== filters.status) return false;
    return matchesSearch(worker, filters.search);
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
