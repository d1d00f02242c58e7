import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The confirmation SPEC §5 asks for before deleting a company, a user or an owner. The page's
 * scroll is not locked: the lock injects a <style> tag, which the site's strict CSP refuses.
 */
export function ConfirmModal({ opened, title, message, isPending, onConfirm, onClose }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered lockScroll={false}>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {texts.common.cancel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={isPending}>
            {texts.common.delete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
