import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, useInvalidateRoutes } from '@/lib/api-query';

/*
 * The caller's passkeys and the registration of a new one: the profile manages them, and every
 * signing page offers the registration to a signer who has none (docs/signatures.md).
 */

/** The caller's passkeys and whether they may register one now. */
export function usePasskeys() {
  return useQuery(apiQueryOptions('list-passkeys'));
}

/**
 * Asks the server for a challenge, lets the browser make the key on the device (with the
 * fingerprint, face or PIN it asks for) and sends its answer back.
 */
export function useRegisterPasskey() {
  const invalidate = useInvalidateRoutes();
  return useMutation({
    mutationFn: async (name: string) => {
      // The ceremony's library loads when a passkey is first made, not with the pages offering it.
      const [{ options }, { startRegistration }] = await Promise.all([
        callApi('passkey-registration-options', {}),
        import('@simplewebauthn/browser'),
      ]);
      const response = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      return callApi('register-passkey', { body: { name, response } });
    },
    onSuccess: () => invalidate(['list-passkeys']),
  });
}
