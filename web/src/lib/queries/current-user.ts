import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * The signed-in user as the server has them: the profile shows them, a signature hashes them, an
 * admin's navigation leads to their company. `enabled: false` asks nothing (another role's page).
 */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQueryOptions('users-me'), enabled });
}
