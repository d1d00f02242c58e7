import { describe, expect, it } from 'vitest';
import type { TrainingStatusItem } from '@/features/training-status/api/training-status';
import { sortByDaysRemaining } from '@/features/training-status/lib/company-search';

function company(
  name: string,
  workerStatus: TrainingStatusItem['worker_status'],
  daysRemaining: number | null,
): TrainingStatusItem {
  return {
    company_name: name,
    worker_status: workerStatus,
    days_remaining: daysRemaining,
  } as TrainingStatusItem;
}

const companies = [
  company('Fără oameni', null, null),
  company('Neinstruiți', 'untrained', null),
  company('La zi', 'on_time', 120),
  company('Expirată', 'overdue', -5),
];

describe('the clients sorted by days remaining', () => {
  it('keeps the companies without a status last both ways, after those never trained', () => {
    const names = (direction: 'ascending' | 'descending') =>
      sortByDaysRemaining(companies, direction).map((item) => item.company_name);

    expect(names('ascending')).toEqual(['Expirată', 'La zi', 'Neinstruiți', 'Fără oameni']);
    expect(names('descending')).toEqual(['La zi', 'Expirată', 'Neinstruiți', 'Fără oameni']);
  });
});
