import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';

export function useRenamePasskey() {
  const invalidate = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ passkeyId, name }: { passkeyId: string; name: string }) =>
      callApi('rename-passkey', { params: { passkeyId }, body: { name } }),
    onSuccess: () => invalidate(['list-passkeys']),
  });
}

export function useRemovePasskey() {
  const invalidate = useInvalidateRoutes();
  return useMutation({
    mutationFn: (passkeyId: string) => callApi('remove-passkey', { params: { passkeyId } }),
    onSuccess: () => invalidate(['list-passkeys']),
  });
}
