import { SIGNING_CODE_PATTERN, type SigningChannel } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';

/*
 * The simple fallback of every signing page (docs/signatures.md, the e-mailed code): a signer
 * without a passkey asks for a code over exactly the signatures about to be made, receives it by
 * e-mail and sends it with the signing request, which the server refuses without it.
 */

export type SigningCode = ApiResponse<'signing-code'>;

/** A requested code and the digits the signer typed: what a signing request carries. */
export type CodeApproval = { code: SigningCode; digits: string };

/** The fields a signing request carries for the code. */
export function codeAuthorisationOf({ code, digits }: CodeApproval) {
  return { challenge_id: code.challenge_id, code: digits };
}

/** Whether the typed digits have the code's form. */
export function isCodeComplete(digits: string): boolean {
  return SIGNING_CODE_PATTERN.test(digits);
}

export function useRequestSigningCode(channel: SigningChannel, documentIds: readonly string[]) {
  return useMutation({
    mutationFn: () => callApi('signing-code', { body: { channel, document_ids: [...documentIds] } }),
  });
}
