import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApiInput, type ApiResponse, callApi } from '@/lib/api-client';
import { apiAllPagesQueryOptions, apiQueryOptions, useInvalidateRoutes } from '@/lib/api-query';

export type WorkerTraining = ApiResponse<'company-worker-trainings'>[number];
export type WorkerTrainingFigures = ApiResponse<'my-trainings'>;
export type CompanyTrainingOverview = ApiResponse<'company-training-overview'>;

/** A company's people are filtered, counted and exported whole, so every page is read. */
const WORKERS_PAGE_SIZE = 200;

export function useCompanyTrainingOverview(companyId: string) {
  return useQuery(apiQueryOptions('company-training-overview', { params: { id: companyId } }));
}

export function useCompanyWorkerTrainings(companyId: string) {
  return useQuery(
    apiAllPagesQueryOptions('company-worker-trainings', {
      pageSize: WORKERS_PAGE_SIZE,
      params: { id: companyId },
    }),
  );
}

export function useUpdateTrainingSettings(companyId: string) {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (body: ApiInput<'update-training-settings'>['body']) =>
      callApi('update-training-settings', { params: { id: companyId }, body }),
    onSettled: () => invalidateRoutes(['company-training-overview', 'company-worker-trainings']),
  });
}

export function useRecordTrainingEvent(companyId: string) {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (body: ApiInput<'record-training-event'>['body']) =>
      callApi('record-training-event', { params: { id: companyId }, body }),
    onSettled: () => invalidateRoutes(['company-training-overview', 'company-worker-trainings']),
  });
}

/** Deletes an event recorded by mistake; `version` is the one of the events list the page shows. */
export function useDeleteTrainingEvent(companyId: string) {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (event: { id: string; userId: string | null; version: number }) =>
      callApi('delete-training-event', {
        params: { id: companyId, eventId: event.id },
        query: { user_id: event.userId ?? undefined, version: event.version },
      }),
    onSettled: () =>
      invalidateRoutes(['company-training-overview', 'company-worker-trainings', 'company-training-status']),
  });
}
