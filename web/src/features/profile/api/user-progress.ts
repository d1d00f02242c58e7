import { PROFILE_HISTORY_LIMIT } from '@ssm/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

export type ProgressItem = ApiResponse<'user-progress'>[number];

/** The profile's history: the newest records first, at most PROFILE_HISTORY_LIMIT of them. */
export function useUserProgress() {
  return useQuery({
    ...apiQueryOptions('user-progress'),
    select: (items) => items.slice(0, PROFILE_HISTORY_LIMIT),
  });
}
