import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import type { SelectOption } from '@/lib/select-options';

/** The owner's client companies: managed on the dashboard, chosen when assigning, signing, archiving. */
export function useCompanies() {
  return useQuery(apiQueryOptions('list-companies'));
}

/** A company's people, asked for again whenever the company is chosen, so the choice is never stale. */
export function useCompanyUsers(companyId: string | null) {
  return useQuery({
    ...apiQueryOptions('get-company-users', { params: { id: companyId ?? '' } }),
    enabled: companyId !== null,
    staleTime: 0,
  });
}

/** A company's people with their details (the owner's companies, an admin's own), while `companyId` is known. */
export function useCompanyPeople(companyId: string | null) {
  return useQuery({
    ...apiQueryOptions('company-users', { params: { id: companyId ?? '' } }),
    enabled: companyId !== null,
  });
}

type CompanyUser = ApiResponse<'get-company-users'>[number];

/** The users whose username contains `search` (in any case), as a select's options. */
export function toUserOptions(users: CompanyUser[] | undefined, search: string): SelectOption[] {
  const needle = search.trim().toLowerCase();
  return (users ?? [])
    .filter((user) => user.username.toLowerCase().includes(needle))
    .map((user) => ({ value: user.id, label: `${user.username} (${user.first_name} ${user.last_name})` }));
}
