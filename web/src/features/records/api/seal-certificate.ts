import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** The platform seal's public key and fingerprint, as the server publishes them. */
export function useSealCertificate() {
  return useQuery(apiQueryOptions('seal-certificate'));
}
