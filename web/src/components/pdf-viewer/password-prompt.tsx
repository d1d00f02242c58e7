import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '@/components/alerts';

export type PasswordRequest = {
  /** pdf.js asked again: the password given was wrong. */
  isRetry: boolean;
  respond: (password: string) => void;
};

type PasswordPromptProps = {
  request: PasswordRequest | null;
  opened: boolean;
  onCancel: () => void;
};

/**
 * The password of a protected PDF, asked in the page (react-pdf's default is `window.prompt`,
 * which phones show badly and which cannot say that a password was wrong).
 */
export function PasswordPrompt({ request, opened, onCancel }: PasswordPromptProps) {
  const [password, setPassword] = useState('');

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request || !password) return;
    request.respond(password);
    setPassword('');
  };

  return (
    <Modal
      opened={opened && request !== null}
      onClose={onCancel}
      title={texts.pdfViewer.passwordTitle}
      centered
      lockScroll={false}
      withinPortal={false}
    >
      <form onSubmit={submitPassword}>
        <Stack gap="sm">
          <Text size="sm">{texts.pdfViewer.passwordPrompt}</Text>
          {request?.isRetry && <ErrorAlert>{texts.pdfViewer.passwordWrong}</ErrorAlert>}
          <PasswordInput
            label={texts.pdfViewer.passwordLabel}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {texts.common.cancel}
            </Button>
            <Button type="submit" disabled={!password}>
              {texts.pdfViewer.passwordSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
