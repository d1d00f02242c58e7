import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, callApi, callApiPage } from '@/lib/api-client';

export type PendingDocument = ApiResponse<'pending-admin'>[number];

export function usePendingAdminDocuments() {
  return useQuery({ queryKey: ['pending-admin'], queryFn: () => callApi('pending-admin') });
}

/** The company's trainings grow every year: the table shows a page and loads the rest on demand. */
const PROGRESS_PAGE_SIZE = 100;

export function useAdminProgress() {
  return useInfiniteQuery({
    queryKey: ['user-progress-admin'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      callApiPage('user-progress-admin', { query: { limit: PROGRESS_PAGE_SIZE, cursor: pageParam } }),
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** After a mass sign every list of documents may have changed state. */
export type MassSignOutcome = Awaited<ReturnType<typeof callApi<'sign-mass-docs'>>>;

/**
 * What a mass sign could not do, in the server's words (e.g. a document now waiting for someone
 * else), or null when every selected document is signed.
 */
export function describeUnsignedDocuments(outcome: MassSignOutcome): string | null {
  if (outcome.not_signed.length === 0) return null;
  const reasons = [...new Set(outcome.not_signed.map((item) => item.detail))];
  return [outcome.detail, ...reasons].join(' ');
}

export function useMassSign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentIds: string[]) => callApi('sign-mass-docs', { body: { document_ids: documentIds } }),
    onSettled: () =>
      Promise.all(
        ['pending-admin', 'pending-owner', 'user-progress-admin'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
