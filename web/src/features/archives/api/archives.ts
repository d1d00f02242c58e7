import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

/** How often a running archive job is asked for its progress. */
const POLL_INTERVAL_MS = 1500;

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** A finished archive: its presigned address and how many signed records it holds. */
export type CompanyArchive = { url: string; recordCount: number };

/**
 * A small company's ZIP comes back at once; a large one is built by a job, polled here until it
 * is done, reporting its progress (0–100) on the way.
 */
async function generateCompanyZip(
  companyId: string,
  onProgress: (percent: number) => void,
): Promise<CompanyArchive> {
  let answer = await callApi('generate-company-zip', { body: { company_id: companyId } });
  while (!answer.zip_url) {
    if (!('job_id' in answer) || answer.status === 'failed') throw new Error('archive job failed');
    onProgress(answer.progress);
    await wait(POLL_INTERVAL_MS);
    answer = await callApi('archive-job', { params: { id: answer.job_id } });
  }
  return { url: answer.zip_url, recordCount: answer.record_count ?? 0 };
}

/** `onProgress` hears a running job's percentage as it goes; the answer is the finished archive. */
export function useGenerateCompanyZip(onProgress: (percent: number) => void) {
  return useMutation({ mutationFn: (companyId: string) => generateCompanyZip(companyId, onProgress) });
}

export function useDeleteCompanyHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => callApi('delete-company-progress', { params: { companyId } }),
    // Records, documents, statuses and progress of the company are gone: every list may show them.
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** The admin's company as its archive needs it: its name, how many records it keeps and how many are signed. */
export function useArchivedCompany(companyId: string | null) {
  return useQuery({
    ...apiQueryOptions('company-training-overview', { params: { id: companyId ?? '' } }),
    enabled: companyId !== null,
    select: (overview) => ({
      id: overview.id,
      name: overview.name,
      recordCount: overview.record_count,
      signedCount: overview.signed_record_count,
    }),
  });
}
