import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApiInput, type ApiResponse, callApi } from '@/lib/api-client';
import { apiQueryOptions, useInvalidateRoutes } from '@/lib/api-query';

export type FirmTrainingDefaults = ApiResponse<'firm-training-defaults'>;

export function useFirmTrainingDefaults() {
  return useQuery(apiQueryOptions('firm-training-defaults'));
}

/** A change moves every company following the defaults: their pages read it again. */
export function useUpdateFirmTrainingDefaults() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (body: ApiInput<'update-firm-training-defaults'>['body']) =>
      callApi('update-firm-training-defaults', { body }),
    onSettled: () => invalidateRoutes(['firm-training-defaults', 'company-training-overview']),
  });
}
