import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';

/** The owner's client companies. */
export const companiesQueryOptions = queryOptions({
  queryKey: ['companies'],
  queryFn: () => callApi('list-companies'),
});

export function useCompanies() {
  return useQuery(companiesQueryOptions);
}

export type CreateCompanyInput = ApiInput<'create-company'>['body'];

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanyInput) => callApi('create-company', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryOptions.queryKey }),
  });
}

export function useUpdateTrainingFrequency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, months }: { id: string; months: number }) =>
      callApi('update-company', { params: { id }, body: { training_frequency_months: months } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesQueryOptions.queryKey }),
  });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('delete-company', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesQueryOptions.queryKey }),
  });
}
