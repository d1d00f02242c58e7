import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { getErrorDetail } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useReopenPasskeyRegistration, useResetUserPassword, useSetUserActive } from '../api/people';
import type { CompanyPerson } from './person-fields';
import { CopyablePassword } from './temporary-password-card';

type PersonAccessActionsProps = {
  person: CompanyPerson;
  /** An owner resets any admin or employee and re-opens their passkey registration; an admin only resets employees. */
  canResetAdmins: boolean;
  /** The signed-in user's id: nobody deactivates themselves. */
  callerId: string | undefined;
};

/**
 * A person's access, as an owner or admin manages it (docs/product.md, Edit a person): a new
 * temporary password, shown once with a copy button, an owner's re-opening of passkey
 * registration, and deactivation or reactivation, each confirmed first.
 */
export function PersonAccessActions({ person, canResetAdmins, callerId }: PersonAccessActionsProps) {
  const name = `${person.last_name} ${person.first_name}`;
  const canReset = person.active && (canResetAdmins || person.role === 'employee');
  return (
    <Group gap="xs" wrap="wrap">
      {canReset && <ResetPasswordAction person={person} name={name} />}
      {person.active && canResetAdmins && <ReopenPasskeyAction person={person} name={name} />}
      {person.id !== callerId && <ActiveAction person={person} name={name} />}
    </Group>
  );
}

function ResetPasswordAction({ person, name }: { person: CompanyPerson; name: string }) {
  const resetPassword = useResetUserPassword();
  const [isConfirming, setIsConfirming] = useState(false);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);

  const confirmReset = () =>
    resetPassword.mutate(person.id, {
      onSuccess: ({ temporary_password }) => setTemporaryPassword(temporary_password),
      onError: (error) => notifyError(getErrorDetail(error, texts.accountAccess.resetFailure)),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <>
      <Button
        size="xs"
        variant="default"
        aria-label={texts.accountAccess.resetPasswordOf(name)}
        onClick={() => setIsConfirming(true)}
      >
        {texts.accountAccess.resetPassword}
      </Button>
      <ConfirmModal
        opened={isConfirming}
        title={texts.accountAccess.resetPassword}
        confirmLabel={texts.accountAccess.resetPassword}
        isPending={resetPassword.isPending}
        onConfirm={confirmReset}
        onClose={() => setIsConfirming(false)}
      >
        {texts.accountAccess.resetConfirm(person.username)}
      </ConfirmModal>
      <TemporaryPasswordModal
        username={person.username}
        password={temporaryPassword}
        onClose={() => setTemporaryPassword(null)}
      />
    </>
  );
}

function ReopenPasskeyAction({ person, name }: { person: CompanyPerson; name: string }) {
  const reopen = useReopenPasskeyRegistration();
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

/** The new temporary password, once: closing the modal forgets it. */
export function TemporaryPasswordModal({
  username,
  password,
  onClose,
}: {
  username: string;
  password: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={password !== null}
      onClose={onClose}
      title={texts.people.temporaryPasswordTitle}
      centered
      lockScroll={false}
      withCloseButton={false}
    >
      <Stack gap="sm">
        <Alert color="green" role="status">
          {texts.accountAccess.resetDone}
        </Alert>
        <Text size="sm">
          {texts.people.username}: <strong>{username}</strong>
        </Text>
        <CopyablePassword password={password ?? ''} />
        <Text size="sm">{texts.accountAccess.temporaryPasswordOnce}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{texts.common.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ActiveAction({ person, name }: { person: CompanyPerson; name: string }) {
  const setUserActive = useSetUserActive();
  const [isConfirming, setIsConfirming] = useState(false);
  const willActivate = !person.active;

  const confirmChange = () =>
    setUserActive.mutate(
      { userId: person.id, active: willActivate },
      {
        onSuccess: () =>
          notifySuccess(
            willActivate ? texts.accountAccess.reactivatedDone : texts.accountAccess.deactivatedDone,
          ),
        onError: (error) => notifyError(getErrorDetail(error, texts.accountAccess.activeChangeFailure)),
        onSettled: () => setIsConfirming(false),
      },
    );

  const label = willActivate ? texts.accountAccess.reactivate : texts.accountAccess.deactivate;
  return (
    <>
      <Button
        size="xs"
        // Light green text falls below 4.5:1 contrast; a dark filled shade does not.
        variant={willActivate ? 'filled' : 'light'}
        color={willActivate ? 'teal.9' : 'red'}
        aria-label={
          willActivate ? texts.accountAccess.reactivateOf(name) : texts.accountAccess.deactivateOf(name)
        }
        onClick={() => setIsConfirming(true)}
      >
        {label}
      </Button>
      <ConfirmModal
        opened={isConfirming}
        title={label}
        confirmLabel={label}
        isPending={setUserActive.isPending}
        onConfirm={confirmChange}
        onClose={() => setIsConfirming(false)}
      >
        {willActivate
          ? texts.accountAccess.reactivateConfirm(person.username)
          : texts.accountAccess.deactivateConfirm(person.username)}
      </ConfirmModal>
    </>
  );
}
