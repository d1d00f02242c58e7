import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';

export type PendingDocument = ApiResponse<'pending-admin'>[number];

export function usePendingAdminDocuments() {
  return useQuery({ queryKey: ['pending-admin'], queryFn: () => callApi('pending-admin') });
}

export function useAdminProgress() {
  return useQuery({ queryKey: ['user-progress-admin'], queryFn: () => callApi('user-progress-admin') });
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
