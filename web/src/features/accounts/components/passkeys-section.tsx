import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { browserSupportsWebAuthn, WebAuthnError } from '@simplewebauthn/browser';
import { PASSKEY_NAME_MAX_LENGTH, type ScreenTexts } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { getErrorDetail } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { usePasskeys, useRegisterPasskey } from '@/lib/queries/passkeys';
import { useScreenLanguage } from '@/lib/screen-language';
import { useRemovePasskey, useRenamePasskey } from '../api/passkeys';

type Passkey = { id: string; name: string; created_at: string };

/** A refusal of the device (cancelled, timed out) says so; the server's refusals carry their detail. */
function registrationFailure(error: unknown, texts: ScreenTexts): string {
  return error instanceof WebAuthnError || (error instanceof Error && error.name === 'NotAllowedError')
    ? texts.passkeys.cancelled
    : getErrorDetail(error);
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [name, setName] = useState(passkey.name);
  const [isRemoving, setRemoving] = useState(false);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const failure = rename.error ?? remove.error;
  const screen = useScreenLanguage();
  const { texts } = screen;
  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap="xs">
        {failure && <ErrorAlert>{getErrorDetail(failure)}</ErrorAlert>}
        <Group align="end" wrap="wrap" gap="xs">
          <TextInput
            label={texts.passkeys.name}
            value={name}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: '1 1 12rem' }}
          />
          <Button
            variant="default"
            loading={rename.isPending}
            disabled={name.trim() === '' || name.trim() === passkey.name}
            onClick={() =>
              rename.mutate(
                { passkeyId: passkey.id, name },
                { onSuccess: () => notifySuccess(texts.passkeys.renamed) },
              )
            }
          >
            {texts.passkeys.rename}
          </Button>
          {!isRemoving && (
            <Button color="red" variant="light" onClick={() => setRemoving(true)}>
              {texts.passkeys.remove}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {texts.passkeys.createdAt(screen.formatDateTime(passkey.created_at))}
        </Text>
        {isRemoving && (
          <Stack gap="xs">
            <Text size="sm">{texts.passkeys.removeConfirm(passkey.name)}</Text>
            <Group gap="xs">
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(passkey.id, { onSuccess: () => notifySuccess(texts.passkeys.removed) })
                }
              >
                {texts.passkeys.remove}
              </Button>
              <Button variant="default" onClick={() => setRemoving(false)}>
                {texts.frame.cancel}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The profile's passkeys: the person's own signing keys, named, renamed and removed here; a new
 * one is made on this device while registration is open (the first one, or after an owner
 * re-opened it).
 */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const register = useRegisterPasskey();
  const { texts } = useScreenLanguage();
  const [name, setName] = useState<string>(texts.passkeys.defaultName);
  const canRegister = passkeys.data?.registration_open === true;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="passkeys-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="passkeys-title">
          {texts.passkeys.title}
        </Title>
        <Text size="sm">{texts.passkeys.intro}</Text>
        {passkeys.isError && <ErrorAlert>{getErrorDetail(passkeys.error)}</ErrorAlert>}
        {passkeys.data && passkeys.data.items.length === 0 && <Text c="dimmed">{texts.passkeys.none}</Text>}
        {passkeys.data && passkeys.data.items.length > 0 && (
          <Stack component="ul" gap="xs" p={0} style={{ listStyle: 'none' }}>
            {passkeys.data.items.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </Stack>
        )}
        {passkeys.data && !canRegister && <Text size="sm">{texts.passkeys.registrationClosed}</Text>}
        {canRegister && !browserSupportsWebAuthn() && <Text size="sm">{texts.passkeys.unsupported}</Text>}
        {canRegister && browserSupportsWebAuthn() && (
          <Stack gap="xs">
            {register.isError && <ErrorAlert>{registrationFailure(register.error, texts)}</ErrorAlert>}
            <TextInput
              label={texts.passkeys.name}
              value={name}
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Button
              loading={register.isPending}
              disabled={name.trim() === ''}
              onClick={() =>
                register.mutate(name, { onSuccess: () => notifySuccess(texts.passkeys.registered) })
              }
            >
              {texts.passkeys.register}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
