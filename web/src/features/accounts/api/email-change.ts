import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Makes the requested new e-mail address the account's, with the token of the mailed link. */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) => callApi('confirm-email-change', { body: { token } }),
  });
}
