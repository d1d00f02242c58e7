import { useMutation } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';

export type LoginInput = ApiInput<'token'>['body'];

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginInput) => callApi('token', { body }) });
}
