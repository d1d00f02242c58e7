import { Button } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { callApi, getErrorDetail } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * Re-opens a person's passkey registration after they lost their devices, once confirmed: an
 * owner's act for the firm's admins and employees, the super owner's for owners.
 */
export function ReopenPasskeyAction({
  person,
  name,
}: {
  person: { id: string; username: string };
  name: string;
}) {
  const reopen = useMutation({
    mutationFn: (userId: string) => callApi('reopen-passkey-registration', { params: { userId } }),
  });
  const [isConfirming, setIsConfirming] = useState(false);

  const confirmReopen = () =>
    reopen.mutate(person.id, {
      onSuccess: ({ detail }) => notifySuccess(detail),
      onError: (error) => notifyError(getErrorDetail(error, texts.passkeys.reopenFailure)),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <>
      <Button
        size="xs"
        variant="default"
        aria-label={texts.passkeys.reopenOf(name)}
        onClick={() => setIsConfirming(true)}
      >
        {texts.passkeys.reopen}
      </Button>
      <ConfirmModal
        opened={isConfirming}
        title={texts.passkeys.reopenOf(name)}
        confirmLabel={texts.passkeys.reopen}
        isPending={reopen.isPending}
        onConfirm={confirmReopen}
        onClose={() => setIsConfirming(false)}
      >
        {texts.passkeys.reopenConfirm(person.username)}
      </ConfirmModal>
    </>
  );
}
