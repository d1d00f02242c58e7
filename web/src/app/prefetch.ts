import type { QueryClient } from '@tanstack/react-query';
import { pendingOwnerDocumentsQuery, wholeOwnerFilterQuery } from '@/features/records/api/documents';
import { readFirmWorkersQuery } from '@/features/training-status/lib/firm-workers-query';
import { apiQueryOptions } from '@/lib/api-query';

/*
 * The reads a page makes on its first screen, started by the router beside the page's own chunk
 * (`./router.tsx`) rather than once the chunk has loaded and rendered: on a phone the answers are
 * then usually there when the page first renders. The keys are the ones the page's hooks use, so
 * the page reads these answers from the cache; what fails here the page asks again and reports.
 */

/**
 * The owner dashboard's first screen: where to start, the training status, the documents to sign
 * (a page, the whole filter's count, the admins holding documents back) and the passkey offer.
 */
export async function prefetchOwnerDashboard(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(apiQueryOptions('company-training-status')),
    queryClient.prefetchQuery(apiQueryOptions('list-companies')),
    queryClient.prefetchQuery(apiQueryOptions('list-courses')),
    queryClient.prefetchInfiniteQuery(pendingOwnerDocumentsQuery()),
    queryClient.prefetchQuery(wholeOwnerFilterQuery()),
    queryClient.prefetchQuery(apiQueryOptions('admin-backlog')),
    queryClient.prefetchQuery(apiQueryOptions('list-passkeys')),
  ]);
}

/**
 * A course's details (on a first visit already asked for by `public/preload-page.js`). Not the PDF
 * viewer's chunk: the viewer asks for it once the page's first screen has painted.
 */
export async function prefetchCourse(queryClient: QueryClient, courseId: string): Promise<void> {
  await queryClient.prefetchQuery(apiQueryOptions('get-course', { params: { id: courseId } }));
}

/** The firm's workers of the address's filter, and the courses its course filter offers. */
export async function prefetchFirmWorkers(queryClient: QueryClient, search: URLSearchParams): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(apiQueryOptions('firm-workers', { query: readFirmWorkersQuery(search) })),
    queryClient.prefetchQuery(apiQueryOptions('list-courses')),
  ]);
}
