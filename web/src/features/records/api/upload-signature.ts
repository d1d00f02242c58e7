import { computeSignatureHash, signerIdentityOf } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';

import { type ApiResponse, callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';
import { approveWithPasskey } from './passkey-signing';

type CurrentUser = ApiResponse<'users-me'>;

type UploadInput = { progressId: string; role: string; user: CurrentUser; withPasskey: boolean };

/**
 * With a passkey, the server fixes the moment and the identity hash in the record's signing
 * challenge and the passkey signs it. Without one, the browser hashes the identity with the
 * moment it signs; the server recomputes the same hash from its own copy of the user and refuses
 * a timestamp more than 5 minutes off its clock.
 */
export async function uploadSignature({ progressId, role, user, withPasskey }: UploadInput) {
  if (withPasskey) {
    const { challenge, authorisation } = await approveWithPasskey('consent-page', [progressId]);
    const [signature] = challenge.signatures;
    return callApi('upload-signature', {
      body: {
        progress: progressId,
        role,
        hash_signature: signature?.hash_signature ?? '',
        timestamp: signature?.timestamp ?? '',
        ...authorisation,
      },
    });
  }
  const timestamp = new Date().toISOString();
  const hash_signature = await computeSignatureHash(signerIdentityOf(user), timestamp);
  return callApi('upload-signature', { body: { progress: progressId, role, hash_signature, timestamp } });
}

/**
 * A signature changes the trainee's course states and trainings. The refetch is not awaited: the
 * consent page leaves at once, and a mutation's own callbacks do not run once its page is gone.
 */
export function useUploadSignature() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: uploadSignature,
    onSettled: () => {
      void invalidateRoutes(['user-progress', 'my-trainings']);
    },
  });
}
