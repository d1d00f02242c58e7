import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi, callApiPage } from '@/lib/api-client';

/** A page is enough to sign in one go; the rest come on demand with the server's cursor. */
const PAGE_SIZE = 100;

export function usePendingOwnerDocuments(companyId: string | null) {
  return useInfiniteQuery({
    queryKey: ['pending-owner', companyId],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      callApiPage('pending-owner', {
        query: { limit: PAGE_SIZE, cursor: pageParam, company_id: companyId ?? undefined },
      }),
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function verifySignature(hash: string) {
  return callApi('verify-signature', { query: { hash } });
}
