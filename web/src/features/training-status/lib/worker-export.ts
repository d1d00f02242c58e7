import { COURSE_CATEGORIES, texts, toInertCell } from '@ssm/shared';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { formatDate } from '@/lib/format-date';
import type { WorkerTraining } from '../api/worker-trainings';

/*
 * The company page's export (docs/training-status.md, pages): one row per worker and domain of
 * the people the filters show, as CSV (Excel's Romanian settings: `;`, UTF-8 with BOM, CRLF) and
 * as XLSX. Every text cell goes through `toInertCell` (shared with the server's CSV writer), so a
 * name starting like a formula opens as text.
 */

const headers = texts.workerTraining.exportHeaders;
const labels = texts.workerTraining;

const dateCell = (date: string | null) => (date ? formatDate(date) : '');

/** The export's rows: a header, then per worker and domain their figures (days as numbers). */
export function toExportRows(workers: readonly WorkerTraining[]): (string | number | null)[][] {
  const header = [
    headers.lastName,
    headers.firstName,
    headers.username,
    headers.staffCategory,
    headers.hireDate,
    headers.domain,
    headers.status,
    headers.dueDate,
    headers.daysRemaining,
    headers.lastIntroductive,
    headers.lastWorkplace,
    headers.lastPeriodic,
    headers.lastSupplementary,
  ];
  const rows = workers.flatMap((worker) =>
    COURSE_CATEGORIES.map((category) => {
      const domain = worker.training.domains[category];
      return [
        toInertCell(worker.last_name),
        toInertCell(worker.first_name),
        toInertCell(worker.username),
        worker.staff_category ? labels.staffCategoryLabels[worker.staff_category] : '',
        dateCell(worker.hire_date),
        category,
        domain.status_label,
        dateCell(domain.due_date),
        domain.days_remaining,
        dateCell(domain.phases.introductive.last_training_date),
        dateCell(domain.phases.loc_munca.last_training_date),
        dateCell(domain.phases.periodica.last_training_date),
        dateCell(domain.phases.suplimentara.last_training_date),
      ];
    }),
  );
  return [header, ...rows];
}

export function toCsv(rows: (string | number | null)[][]): string {
  return `\uFEFF${stringify(rows, { delimiter: ';', record_delimiter: 'windows' })}`;
}

/** The XLSX file, its writer loaded only when someone exports. */
export async function toXlsx(rows: (string | number | null)[][]): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  return writeExcelFile(rows).toBlob();
}
