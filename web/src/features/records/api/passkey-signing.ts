import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { type SigningChannel, texts } from '@ssm/shared';
import { type ApiResponse, callApi } from '@/lib/api-client';
import { usePasskeys } from '@/lib/queries/passkeys';

/*
 * The passkey ceremony of every signing page (docs/signatures.md, the passkey assertion): the
 * server fixes the signatures and their challenge, the signer's device signs it after the
 * fingerprint, face or PIN, and the page sends the answer with its signing request. A signing page
 * calls `approveWithPasskey` after its consent is ticked and adds `authorisation` to its body.
 */

export type SigningChallenge = ApiResponse<'signing-challenge'>;

export type PasskeyApproval = {
  challenge: SigningChallenge;
  /** The fields a signing request carries: the challenge's id and the passkey's assertion. */
  authorisation: { challenge_id: string; assertion: AuthenticationResponseJSON };
};

/** Thrown when the signer cancelled the device's prompt or the device did not answer. */
export class PasskeyCancelled extends Error {
  constructor() {
    super(texts.signing.passkeyCancelled);
  }
}

export async function approveWithPasskey(
  channel: SigningChannel,
  documentIds: readonly string[],
): Promise<PasskeyApproval> {
  // The ceremony's library loads when a signer first signs, not with the signing pages.
  const [challenge, { startAuthentication }] = await Promise.all([
    callApi('signing-challenge', { body: { channel, document_ids: [...documentIds] } }),
    import('@simplewebauthn/browser'),
  ]);
  // Whatever stops the device (a cancelled prompt, no matching key, a timeout) reads the same to the signer.
  const assertion = await startAuthentication({
    optionsJSON: challenge.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  }).catch(() => {
    throw new PasskeyCancelled();
  });
  return { challenge, authorisation: { challenge_id: challenge.challenge_id, assertion } };
}

/**
 * Whether the signer signs with a passkey: true once they hold one (the server then accepts no
 * other signature from them), false when they hold none, undefined while not known.
 */
export function useSignsWithPasskey(): boolean | undefined {
  const passkeys = usePasskeys();
  return passkeys.data ? passkeys.data.items.length > 0 : undefined;
}
