import { useMutation } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';

export type ConfirmPasswordResetInput = ApiInput<'confirm-password-reset'>['body'];

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: ConfirmPasswordResetInput) => callApi('confirm-password-reset', { body }),
  });
}
