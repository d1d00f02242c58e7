import type { AnyRoute, RouteId } from '@ssm/shared';
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ApiArguments, type ApiResponse, callApi, callApiPage } from './api-client';

/**
 * The cache key of a call: its route id, then its input. Every cached answer of a route starts
 * with the id, so `useInvalidateRoutes` reaches them all, whatever their input.
 */
function apiQueryKey<Id extends RouteId>(id: Id, input: unknown) {
  return input === undefined ? ([id] as const) : ([id, input] as const);
}

/** `callApi` with its input already checked by the caller's signature (checking it twice exhausts tsc). */
const callChecked = callApi as (id: RouteId, input?: unknown) => Promise<unknown>;

/** A read of the API as a query: keyed by its route id and input, answered by `callApi`. */
export function apiQueryOptions<Id extends RouteId>(id: Id, ...[input]: ApiArguments<Id>) {
  return queryOptions({
    queryKey: apiQueryKey(id, input),
    queryFn: () => callChecked(id, input) as Promise<ApiResponse<Id>>,
  });
}

/** The routes that answer a list a page at a time (`limit` and `cursor`, the next one in X-Next-Cursor). */
type PagedRouteId = Extract<AnyRoute, { paged: true }>['id'];

type PagedQuery<Id extends PagedRouteId> = Omit<
  NonNullable<NonNullable<ApiArguments<Id>[0]>['query']>,
  'limit' | 'cursor'
>;

/** A paged list as an infinite query: `pageSize` items per call, the next page on demand. */
export function apiPagesQueryOptions<Id extends PagedRouteId>(
  id: Id,
  {
    pageSize,
    query,
    params,
  }: { pageSize: number; query?: PagedQuery<Id>; params?: NonNullable<ApiArguments<Id>[0]>['params'] },
) {
  const callPage = callApiPage as (
    id: RouteId,
    input: unknown,
  ) => Promise<{ items: ApiResponse<Id>; nextCursor: string | null }>;
  return infiniteQueryOptions({
    queryKey: apiQueryKey(id, { params, query }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      callPage(id, { params, query: { ...query, limit: pageSize, cursor: pageParam } }),
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The paged lists a screen reads whole. */
type AllPagesRouteId = Extract<PagedRouteId, 'company-worker-trainings'>;

/**
 * Every page of a paged list, read `pageSize` at a time up to the last, as one query: for the
 * screens that filter, count and export the whole list in the browser (a company's people).
 */
export function apiAllPagesQueryOptions(
  id: AllPagesRouteId,
  { pageSize, params }: { pageSize: number; params: NonNullable<ApiArguments<AllPagesRouteId>[0]>['params'] },
) {
  const callPage = callApiPage as (
    id: RouteId,
    input: unknown,
  ) => Promise<{ items: ApiResponse<AllPagesRouteId>; nextCursor: string | null }>;
  return queryOptions({
    queryKey: apiQueryKey(id, { params }),
    queryFn: async () => {
      const items: ApiResponse<AllPagesRouteId> = [];
      let cursor: string | undefined;
      do {
        const page = await callPage(id, { params, query: { limit: pageSize, cursor } });
        items.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return items;
    },
  });
}

/** Marks every cached answer of the given routes stale; the ones on screen are fetched again. */
export function useInvalidateRoutes(): (ids: readonly RouteId[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (ids) => {
      await Promise.all(ids.map((id) => queryClient.invalidateQueries({ queryKey: [id] })));
    },
    [queryClient],
  );
}
