import type { Role } from '@ssm/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** The records waiting for the caller as their trainees' direct manager (docs/domain.md, signers per phase). */
export function usePendingManagerDocuments(options: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQueryOptions('pending-manager'), enabled: options.enabled ?? true });
}

/** The records waiting for the caller's company admin, in every capacity an admin signs in. */
export function usePendingAdminDocuments(options: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQueryOptions('pending-admin'), enabled: options.enabled ?? true });
}

/**
 * How many records wait for the signed-in person as a workplace manager or, for an admin, for the
 * admission to work: what the managers' page lists (docs/domain.md, signers per phase).
 */
export function useWorkplaceSigningCount(role: Role | undefined): number {
  const isSigner = role === 'admin' || role === 'employee';
  const asManager = usePendingManagerDocuments({ enabled: isSigner }).data ?? [];
  const asAdmitter = (usePendingAdminDocuments({ enabled: role === 'admin' }).data ?? []).filter(
    (document) => document.capacity === 'admitter',
  );
  return isSigner ? asManager.length + asAdmitter.length : 0;
}
