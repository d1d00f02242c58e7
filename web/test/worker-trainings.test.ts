import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { toCsv, toExportRows } from '@/features/training-status/lib/worker-export';
import { countByStatus, filterWorkers, NO_FILTERS } from '@/features/training-status/lib/worker-filters';
import { onTimeWorker, overdueWorker, untrainedWorker } from './support/worker-builders';

describe("the company page's filters and counts", () => {
  const everyone = [onTimeWorker, overdueWorker, untrainedWorker];

  it('keeps only the overdue and untrained people with "doar cei restanți"', () => {
    expect(filterWorkers(everyone, { ...NO_FILTERS, lateOnly: true })).toEqual([
      overdueWorker,
      untrainedWorker,
    ]);
  });

  it("looks at the chosen domain's status: in SSM only the untrained one is late", () => {
    expect(filterWorkers(everyone, { ...NO_FILTERS, lateOnly: true, domain: 'SSM' })).toEqual([
      untrainedWorker,
    ]);
    expect(countByStatus(everyone, 'SSM')).toEqual({ on_time: 2, due_soon: 0, overdue: 0, untrained: 1 });
    expect(countByStatus(everyone, null)).toEqual({ on_time: 1, due_soon: 0, overdue: 1, untrained: 1 });
  });

  it('filters by status and finds names ignoring case and diacritics, in either order', () => {
    expect(filterWorkers(everyone, { ...NO_FILTERS, status: 'overdue' })).toEqual([overdueWorker]);
    expect(filterWorkers(everyone, { ...NO_FILTERS, search: 'stefan dumi' })).toEqual([onTimeWorker]);
    expect(filterWorkers(everyone, { ...NO_FILTERS, search: 'Pop Ana' })).toEqual([overdueWorker]);
  });
});

describe("the company page's export", () => {
  it('writes one row per person and domain, with a formula-looking name made inert', () => {
    const [header, ...rows] = toExportRows([overdueWorker, untrainedWorker]);

    expect(header).toEqual(Object.values(texts.workerTraining.exportHeaders));
    expect(rows.map((row) => [row[2], row[5], row[6], row[7]])).toEqual([
      ['ana.pop', 'SSM', 'În termen', '01.11.2026'],
      ['ana.pop', 'PSI-SU', 'Expirat', '10.07.2024'],
      ["'=cmd|calc", 'SSM', 'Neinstruit', '10.01.2024'],
      ["'=cmd|calc", 'PSI-SU', 'Neinstruit', '10.01.2024'],
    ]);
  });

  it('writes the CSV as Romanian Excel reads it: BOM, semicolons, CRLF', () => {
    const csv = toCsv(toExportRows([onTimeWorker]));

    expect(csv.startsWith('\uFEFFNume;Prenume;Utilizator;')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      'Dumitrescu;Ștefan;stefan.d;Muncitor;10.01.2024;SSM;În termen;01.11.2026;139;10.01.2024;10.01.2024;01.05.2026;',
    );
  });
});
