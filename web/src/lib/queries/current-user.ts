import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const currentUserQueryOptions = queryOptions({
  queryKey: ['users-me'],
  queryFn: () => callApi('users-me'),
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
