import { useMutation } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';

export type RequestPasswordResetInput = ApiInput<'request-password-reset'>['body'];

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: RequestPasswordResetInput) => callApi('request-password-reset', { body }),
  });
}
