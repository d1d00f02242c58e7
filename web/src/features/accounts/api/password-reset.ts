import { useMutation } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';

/** A forgotten password: a reset link asked for by e-mail and company, then the new password. */
export type RequestPasswordResetInput = ApiInput<'request-password-reset'>['body'];

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: RequestPasswordResetInput) => callApi('request-password-reset', { body }),
  });
}

export type ConfirmPasswordResetInput = ApiInput<'confirm-password-reset'>['body'];

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: ConfirmPasswordResetInput) => callApi('confirm-password-reset', { body }),
  });
}
