import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

export type MyAttempt = ApiResponse<'user-progress'>[number];

/**
 * The caller's latest quiz attempts, newest first, with their records' states: the profile's
 * history, the course cards' statuses and the records waiting for the trainee's signature.
 */
export function useMyAttempts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQueryOptions('user-progress'), enabled: options.enabled ?? true });
}

/** The signed-in worker's own trainings, due dates and statuses. */
export function useMyTrainings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQueryOptions('my-trainings'), enabled: options.enabled ?? true });
}
