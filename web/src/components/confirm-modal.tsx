import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import type { ReactNode } from 'react';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  /** What is about to be deleted; a string reads as one paragraph. */
  children: ReactNode;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirming button's text, when the action is not a deletion. */
  confirmLabel?: string;
  /** False while the modal still waits for something (a typed name) before it may confirm. */
  isConfirmable?: boolean;
};

/**
 * The confirmation every deletion asks for first (docs/product.md, Validation). The page's scroll is not
 * locked: the lock injects a <style> tag, which the site's strict CSP refuses.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  isPending,
  onConfirm,
  onClose,
  confirmLabel = texts.common.delete,
  isConfirmable = true,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered lockScroll={false}>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {texts.common.cancel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={isPending} disabled={!isConfirmable}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
