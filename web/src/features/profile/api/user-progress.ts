import { PROFILE_HISTORY_LIMIT } from '@ssm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';

export type ProgressItem = ApiResponse<'user-progress'>[number];

export const userProgressQueryOptions = queryOptions({
  queryKey: ['user-progress'],
  queryFn: () => callApi('user-progress'),
  select: (items) => items.slice(0, PROFILE_HISTORY_LIMIT),
});

/** The profile's history: the newest records first, at most PROFILE_HISTORY_LIMIT of them. */
export function useUserProgress() {
  return useQuery(userProgressQueryOptions);
}
