import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/*
 * The owner's companies and their users, to choose whom a course goes to. The query keys are the
 * ones the administration screens use for the same calls, so a company or user added there shows
 * up here without a reload.
 */

export const companiesQueryOptions = queryOptions({
  queryKey: ['companies'],
  queryFn: () => callApi('list-companies'),
});

export function useCompanies() {
  return useQuery(companiesQueryOptions);
}

/** Fetched again whenever the company is chosen (SPEC §5: changing company reloads its users). */
export function useCompanyUsers(companyId: string) {
  return useQuery({
    queryKey: ['company-users', companyId],
    queryFn: () => callApi('get-company-users', { params: { id: companyId } }),
    enabled: companyId !== '',
    staleTime: 0,
  });
}
