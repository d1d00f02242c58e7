import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';

type TemporaryPasswordCardProps = { username: string; password: string; onContinue: () => void };

/** The new user's one-time password (docs/security.md): shown once, with a copy button. */
export function TemporaryPasswordCard({ username, password, onContinue }: TemporaryPasswordCardProps) {
  return (
    <Alert color="green" title={texts.people.added} role="status">
      <Stack gap="sm">
        <Text size="sm">
          {texts.people.username}: <strong>{username}</strong>
        </Text>
        <Text size="sm">{texts.people.temporaryPasswordTitle}:</Text>
        <CopyablePassword password={password} />
        <Text size="sm">{texts.people.temporaryPasswordHint}</Text>
        <Button onClick={onContinue}>{texts.people.continueToDashboard}</Button>
      </Stack>
    </Alert>
  );
}

/** A one-time password as the person creating or resetting it copies it to its owner. */
export function CopyablePassword({ password }: { password: string }) {
  return (
    <Group gap="sm" wrap="wrap">
      <Code fz="lg" data-testid="temporary-password">
        {password}
      </Code>
      <CopyButton value={password}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
            {copied ? texts.people.copied : texts.people.copy}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
