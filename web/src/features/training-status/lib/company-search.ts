import { foldDiacritics } from '@ssm/shared';
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

/** By days remaining; companies without a status stay last either way. */
export function sortByDaysRemaining(
  items: TrainingStatusItem[],
  direction: SortDirection,
): TrainingStatusItem[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...items].sort((first, second) => {
    if (first.days_remaining === null || second.days_remaining === null) {
      return Number(first.days_remaining === null) - Number(second.days_remaining === null);
    }
    return sign * (first.days_remaining - second.days_remaining);
  });
}
