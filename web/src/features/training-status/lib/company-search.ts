import { foldDiacritics, type WorkerTrainingStatus } from '@ssm/shared';
import type { TrainingStatusItem } from '../api/training-status';

/** Lower case without diacritics: 'Brașov', 'BRASOV' and 'Braşov' (cedilla) all read 'brasov'. */
export function toSearchText(text: string): string {
  return foldDiacritics(text).toLocaleLowerCase('ro-RO').trim();
}

export function filterByCompanyName(items: TrainingStatusItem[], query: string): TrainingStatusItem[] {
  const wanted = toSearchText(query);
  if (!wanted) return items;
  return items.filter((item) => toSearchText(item.company_name).includes(wanted));
}

export type SortDirection = 'ascending' | 'descending';

/** Most urgent first on the first click, then the other way, and back. */
export function toggleSort(current: SortDirection | null): SortDirection {
  return current === 'ascending' ? 'descending' : 'ascending';
}

/**
 * By days remaining; companies without a status stay last either way, after those whose days are
 * unknown for a reason that needs work (people never trained).
 */
export function sortByDaysRemaining(
  items: TrainingStatusItem[],
  direction: SortDirection,
): TrainingStatusItem[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...items].sort((first, second) => {
    const withoutStatus = Number(first.worker_status === null) - Number(second.worker_status === null);
    if (withoutStatus !== 0) return withoutStatus;
    if (first.days_remaining === null || second.days_remaining === null) {
      return Number(first.days_remaining === null) - Number(second.days_remaining === null);
    }
    return sign * (first.days_remaining - second.days_remaining);
  });
}

/**
 * The page's default order (docs/training-status.md, the pages): companies whose most urgent
 * worker is overdue first, then untrained, due soon, on time, and those without a status last.
 */
const URGENCY_ORDER: readonly (WorkerTrainingStatus | null)[] = [
  'overdue',
  'untrained',
  'due_soon',
  'on_time',
  null,
];

/** By urgency, then by days remaining (the most pressing first, unknown days last); ties keep their order. */
export function sortByUrgency(items: TrainingStatusItem[]): TrainingStatusItem[] {
  const rank = (item: TrainingStatusItem) => URGENCY_ORDER.indexOf(item.worker_status);
  const days = (item: TrainingStatusItem) => item.days_remaining ?? Number.POSITIVE_INFINITY;
  return [...items].sort((first, second) => {
    const byRank = rank(first) - rank(second);
    if (byRank !== 0) return byRank;
    return days(first) === days(second) ? 0 : days(first) < days(second) ? -1 : 1;
  });
}
