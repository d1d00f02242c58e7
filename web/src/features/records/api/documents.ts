import {
  type InfiniteData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
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

/**
 * What a counter-signer narrows the pending documents to (docs/product.md, counter-signing): a
 * company (the owner's list), a course and the days the trainee signed between (YYYY-MM-DD).
 */
export type PendingFilter = {
  companyId: string | null;
  courseId: string | null;
  signedFrom: string | null;
  signedTo: string | null;
};

export const NO_PENDING_FILTER: PendingFilter = {
  companyId: null,
  courseId: null,
  signedFrom: null,
  signedTo: null,
};

function toPendingQuery(filter: PendingFilter) {
  return {
    course_id: filter.courseId ?? undefined,
    signed_from: filter.signedFrom ?? undefined,
    signed_to: filter.signedTo ?? undefined,
  };
}

/** The documents waiting for the owner, a page at a time, of the filter. */
export function pendingOwnerDocumentsQuery(filter: PendingFilter = NO_PENDING_FILTER) {
  return apiPagesQueryOptions('pending-owner', {
    pageSize: PAGE_SIZE,
    query: { company_id: filter.companyId ?? undefined, ...toPendingQuery(filter) },
  });
}

export function usePendingOwnerDocuments(filter: PendingFilter) {
  return useInfiniteQuery(pendingOwnerDocumentsQuery(filter));
}

/**
 * Every document of the owner's filter, over all its pages (the route without `limit`): what the
 * page counts, selects all of and reports on. Its own key: the paged query's would be the same.
 */
export function wholeOwnerFilterQuery(filter: PendingFilter = NO_PENDING_FILTER) {
  const query = { company_id: filter.companyId ?? undefined, ...toPendingQuery(filter) };
  return queryOptions({
    queryKey: ['pending-owner', 'whole-filter', query],
    queryFn: () => callApi('pending-owner', { query }),
  });
}

export function useWholeOwnerFilter(filter: PendingFilter) {
  return useQuery(wholeOwnerFilterQuery(filter));
}

/** The admin's documents of a filter (the unfiltered list is `usePendingAdminDocuments`'s): read whole. */
export function usePendingAdminFilter(filter: PendingFilter) {
  return useQuery({
    ...apiQueryOptions('pending-admin', { query: toPendingQuery(filter) }),
    enabled: filter !== NO_PENDING_FILTER,
  });
}

/** The client companies whose admins hold documents back, for the owner to remind them. */
export function useAdminBacklog() {
  return useQuery(apiQueryOptions('admin-backlog'));
}

/** E-mails the admins of one company, or of all those holding documents back. */
export function useRemindAdmins() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (companyId: string | null) =>
      callApi('admin-reminders', { body: companyId ? { company_id: companyId } : {} }),
    onSettled: () => invalidateRoutes(['admin-backlog']),
  });
}

/** The company's trainings grow every year: the table shows a page and loads the rest on demand. */
export function useAdminProgress() {
  return useInfiniteQuery(apiPagesQueryOptions('user-progress-admin', { pageSize: PAGE_SIZE }));
}

export type MassSignOutcome = ApiResponse<'sign-mass-docs'>;

/**
 * One mass sign, with one passkey assertion over the documents once the signer holds a passkey,
 * or else the e-mailed code requested over exactly these documents: a counter-signer's selection
 * goes through it a chunk at a time with a passkey, in one go with a code.
 */
export async function signDocuments({
  documentIds,
  withPasskey,
  emailCode,
}: {
  documentIds: string[];
  withPasskey: boolean;
  emailCode?: CodeApproval | null;
}) {
  const approval = withPasskey
    ? (await approveWithPasskey('mass-sign', documentIds)).authorisation
    : emailCode
      ? codeAuthorisationOf(emailCode)
      : {};
  return callApi('sign-mass-docs', { body: { document_ids: documentIds, ...approval } });
}

/** The lists of documents a signature may have changed. */
export const SIGNED_DOCUMENT_ROUTES = [
  'pending-admin',
  'pending-manager',
  'pending-owner',
  'user-progress-admin',
  'admin-backlog',
] as const;

/** The lists of documents waiting for a signature, whole or a page at a time. */
const PENDING_DOCUMENT_ROUTES = ['pending-admin', 'pending-manager', 'pending-owner'] as const;

type PendingList = readonly { id: string }[];
type PendingPages = InfiniteData<{ items: PendingList; nextCursor: string | null }>;

function withoutDocuments(data: unknown, signed: ReadonlySet<string>): unknown {
  const keep = (items: PendingList) => items.filter((item) => !signed.has(item.id));
  if (Array.isArray(data)) return keep(data);
  if (data && typeof data === 'object' && 'pages' in data) {
    const pages = data as PendingPages;
    return { ...pages, pages: pages.pages.map((page) => ({ ...page, items: keep(page.items) })) };
  }
  return data;
}

/**
 * Takes the documents just signed out of every cached list waiting for a signature, so the
 * filter's total and its table drop them the moment the signing ends, not only once the lists,
 * the whole filter's among them, have been read again.
 */
export function useDropSignedDocuments(): (signed: ReadonlySet<string>) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (signed) => {
      for (const route of PENDING_DOCUMENT_ROUTES)
        queryClient.setQueriesData({ queryKey: [route] }, (data: unknown) => withoutDocuments(data, signed));
    },
    [queryClient],
  );
}
