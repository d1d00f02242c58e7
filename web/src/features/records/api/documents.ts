import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';
import { apiPagesQueryOptions, apiQueryOptions, useInvalidateRoutes } from '@/lib/api-query';
import { type CodeApproval, codeAuthorisationOf } from './email-code-signing';
import { approveWithPasskey } from './passkey-signing';

export type PendingDocument = ApiResponse<'pending-admin'>[number];

/** A page is enough to sign in one go; the rest come on demand with the server's cursor. */
const PAGE_SIZE = 100;

/** The company's records waiting for a direct manager nobody is, for the owner and the admin to set one. */
export function useMissingSigners(companyId: string) {
  return useQuery(apiQueryOptions('missing-signer', { query: { company_id: companyId } }));
}

/** The documents waiting for the owner, of one company or (`null`) of all of them. */
export function pendingOwnerDocumentsQuery(companyId: string | null) {
  return apiPagesQueryOptions('pending-owner', {
    pageSize: PAGE_SIZE,
    query: { company_id: companyId ?? undefined },
  });
}

export function usePendingOwnerDocuments(companyId: string | null) {
  return useInfiniteQuery(pendingOwnerDocumentsQuery(companyId));
}

/** The company's trainings grow every year: the table shows a page and loads the rest on demand. */
export function useAdminProgress() {
  return useInfiniteQuery(apiPagesQueryOptions('user-progress-admin', { pageSize: PAGE_SIZE }));
}

export type MassSignOutcome = ApiResponse<'sign-mass-docs'>;

/**
 * What a mass sign could not do, in the server's words (e.g. a document now waiting for someone
 * else), or null when every selected document is signed.
 */
export function describeUnsignedDocuments(outcome: MassSignOutcome): string | null {
  if (outcome.not_signed.length === 0) return null;
  const reasons = [...new Set(outcome.not_signed.map((item) => item.detail))];
  return [outcome.detail, ...reasons].join(' ');
}

/**
 * The mass sign, with one passkey assertion over the whole selection once the signer holds a
 * passkey, or else one e-mailed code over it. After it every list of documents may have changed state.
 */
export function useMassSign() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: async ({
      documentIds,
      withPasskey,
      emailCode,
    }: {
      documentIds: string[];
      withPasskey: boolean;
      /** Without a passkey: the e-mailed code over the whole selection. */
      emailCode?: CodeApproval | null;
    }) => {
      const approval = withPasskey
        ? (await approveWithPasskey('mass-sign', documentIds)).authorisation
        : emailCode
          ? codeAuthorisationOf(emailCode)
          : {};
      return callApi('sign-mass-docs', { body: { document_ids: documentIds, ...approval } });
    },
    onSettled: () =>
      invalidateRoutes(['pending-admin', 'pending-manager', 'pending-owner', 'user-progress-admin']),
  });
}
