import { useMutation } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';

export type Verification = ApiResponse<'verify-signature'>;

/** Checks a signature hash: who signed what and when, or that it matches no intact record. */
export function useVerifySignature() {
  return useMutation({ mutationFn: (hash: string) => callApi('verify-signature', { query: { hash } }) });
}
