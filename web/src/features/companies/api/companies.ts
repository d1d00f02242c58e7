import { useMutation } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';

/** The owner's calls on their client companies; the list itself is read by `useCompanies`. */
export type CreateCompanyInput = ApiInput<'create-company'>['body'];

export function useCreateCompany() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (body: CreateCompanyInput) => callApi('create-company', { body }),
    onSuccess: () => invalidateRoutes(['list-companies']),
  });
}

export function useUpdateTrainingFrequency() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ id, months }: { id: string; months: number }) =>
      callApi('update-company', { params: { id }, body: { training_frequency_months: months } }),
    onSettled: () => invalidateRoutes(['list-companies']),
  });
}

export function useDeleteCompany() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (id: string) => callApi('delete-company', { params: { id } }),
    onSettled: () => invalidateRoutes(['list-companies']),
  });
}
