import { useMutation } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';
import { replaceToken } from '@/lib/session';

export type ChangePasswordInput = ApiInput<'change-password'>['body'];

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => callApi('change-password', { body }),
    onSuccess: ({ access }) => replaceToken(access),
  });
}
