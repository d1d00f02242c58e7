import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';

export type TrainingStatusItem = ApiResponse<'company-training-status'>[number];

/** The periodic-training status of the owner's client companies, by name. */
export const trainingStatusQueryOptions = queryOptions({
  queryKey: ['training-status'],
  queryFn: () => callApi('company-training-status'),
});

export function useTrainingStatus() {
  return useQuery(trainingStatusQueryOptions);
}
