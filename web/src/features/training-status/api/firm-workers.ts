import type { FirmWorkersExportQuery, FirmWorkersQuery } from '@ssm/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiResponse, callApi } from '@/lib/api-client';
import { apiQueryOptions, useInvalidateRoutes } from '@/lib/api-query';
import { downloadBase64, downloadCsv } from '@/lib/download';

export type FirmWorkers = ApiResponse<'firm-workers'>;
export type FirmWorker = FirmWorkers['workers'][number];

/** A page of the firm's workers of the filter; the previous page stays shown while the next loads. */
export function useFirmWorkers(query: FirmWorkersQuery) {
  return useQuery({ ...apiQueryOptions('firm-workers', { query }), placeholderData: keepPreviousData });
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The filter's workers, every page, as the server's CSV or XLSX file. */
export function useExportFirmWorkers() {
  return useMutation({
    mutationFn: async (query: FirmWorkersExportQuery) => {
      const file = await callApi('firm-workers-export', { query });
      if ('csv' in file) downloadCsv(file.file_name, file.csv);
      else downloadBase64(file.file_name, file.xlsx_base64, XLSX_TYPE);
    },
  });
}

export type FirmWorkersFilter = Omit<FirmWorkersQuery, 'page'>;
export type BulkAssignOutcome = ApiResponse<'firm-workers-assign-course'>;
export type BulkRemindOutcome = ApiResponse<'firm-workers-remind'>;

/** A bulk action's run: the batches' counts summed, how far it got, and why it stopped if it did. */
export type BulkRun<Outcome> = {
  phase: 'idle' | 'running' | 'done' | 'stopped';
  done: number;
  total: number;
  outcome: Outcome | null;
};

const IDLE = { phase: 'idle', done: 0, total: 0, outcome: null } as const;

function sumCounts<Outcome extends Record<string, unknown>>(sum: Outcome | null, batch: Outcome): Outcome {
  if (!sum) return batch;
  return Object.fromEntries(
    Object.entries(batch).map(([name, value]) => [
      name,
      typeof value === 'number' && typeof sum[name] === 'number' ? (sum[name] as number) + value : value,
    ]),
  ) as Outcome;
}

/**
 * Runs a bulk action on every worker of a filter (docs/training-status.md, "Bulk actions"): a
 * batch after another, each sent with the `next` of the one before, the progress after each. A
 * batch that fails stops the run; what the batches before it did stays, and running it again
 * skips it (the server assigns nobody twice and mails nobody twice a day).
 */
function useBulkRun<Outcome extends BulkAssignOutcome | BulkRemindOutcome>(
  sendBatch: (after: string | undefined) => Promise<Outcome>,
) {
  const invalidateRoutes = useInvalidateRoutes();
  const [run, setRun] = useState<BulkRun<Outcome>>(IDLE);
  const start = async () => {
    let outcome: Outcome | null = null;
    let after: string | undefined;
    let done = 0;
    setRun({ phase: 'running', done: 0, total: 0, outcome: null });
    do {
      try {
        const batch: Outcome = await sendBatch(after);
        outcome = sumCounts(outcome, batch);
        done += batch.handled;
        after = batch.next ?? undefined;
        setRun({ phase: 'running', done, total: done + batch.remaining, outcome });
      } catch {
        setRun((current) => ({ ...current, phase: 'stopped' }));
        await invalidateRoutes(['firm-workers']);
        return;
      }
    } while (after);
    setRun({ phase: 'done', done, total: done, outcome });
    await invalidateRoutes(['firm-workers']);
  };
  return { run, start, reset: () => setRun(IDLE) };
}

export function useAssignCourseToFilter(filter: FirmWorkersFilter, courseId: string) {
  return useBulkRun((after) =>
    callApi('firm-workers-assign-course', { body: { filter, course_id: courseId, after } }),
  );
}

export function useRemindFilter(filter: FirmWorkersFilter) {
  return useBulkRun((after) => callApi('firm-workers-remind', { body: { filter, after } }));
}

/** How often a running print job is asked for its progress. */
const PRINT_POLL_INTERVAL_MS = 1500;

/** The finished ZIP of a filter's fișe: its presigned address, the fișe in it and those missing. */
export type PrintedSheets = { url: string; sheetCount: number; missingCount: number };

/**
 * "Tipărește fișele": starts the job gathering the filter's fișe, then polls it until the ZIP is
 * ready, reporting its progress (0–100) on the way.
 */
export function usePrintFilterSheets(onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: async (filter: FirmWorkersFilter): Promise<PrintedSheets> => {
      let job = await callApi('firm-workers-print-sheets', { body: { filter } });
      while (!job.zip_url) {
        if (job.status === 'failed') throw new Error('print job failed');
        onProgress(job.progress);
        await new Promise((resolve) => setTimeout(resolve, PRINT_POLL_INTERVAL_MS));
        job = await callApi('archive-job', { params: { id: job.job_id } });
      }
      return { url: job.zip_url, sheetCount: job.sheet_count ?? 0, missingCount: job.missing_count ?? 0 };
    },
  });
}

export type MonthPlanAnswer = ApiResponse<'month-plan'>;

/** The month's plan of every client (docs/training-status.md, "The month's plan"). */
export function useMonthPlan(month: string) {
  return useQuery(apiQueryOptions('month-plan', { query: { month } }));
}

/** One client's month plan as the server's PDF, handed to the browser. */
export function useDownloadMonthPlan() {
  return useMutation({
    mutationFn: async (query: { month: string; company: string }) => {
      const file = await callApi('month-plan-pdf', { query });
      downloadBase64(file.file_name, file.pdf_base64, 'application/pdf');
    },
  });
}
