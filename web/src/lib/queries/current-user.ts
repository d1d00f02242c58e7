import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** The signed-in user as the server has them: the profile shows them, a signature hashes them. */
export function useCurrentUser() {
  return useQuery(apiQueryOptions('users-me'));
}
