import { texts } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';
import { type CodeApproval, codeAuthorisationOf } from './email-code-signing';
import { approveWithPasskey } from './passkey-signing';

type UploadInput = {
  progressId: string;
  role: string;
  withPasskey: boolean;
  /** Without a passkey: the e-mailed code over the record's signature. */
  emailCode: CodeApproval | null;
};

/**
 * The server fixes the moment and the identity hash of the signature, in the record's signing
 * challenge (signed by the passkey) or its signing code (confirmed by the e-mailed digits); the
 * upload carries them with the passkey's assertion or the code.
 */
export async function uploadSignature({ progressId, role, withPasskey, emailCode }: UploadInput) {
  const approval = withPasskey
    ? await approveWithPasskey('consent-page', [progressId])
    : emailCode && { challenge: emailCode.code, authorisation: codeAuthorisationOf(emailCode) };
  if (!approval) throw new Error(texts.signing.codeNeeded);
  const [signature] = approval.challenge.signatures;
  return callApi('upload-signature', {
    body: {
      progress: progressId,
      role,
      hash_signature: signature?.hash_signature ?? '',
      timestamp: signature?.timestamp ?? '',
      ...approval.authorisation,
    },
  });
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
