import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

export type TrainingStatusItem = ApiResponse<'company-training-status'>[number];

/** The periodic-training status of the owner's client companies, by name. */
export function useTrainingStatus() {
  return useQuery(apiQueryOptions('company-training-status'));
}
