import { Alert, Button, Stack, Text } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { type ScreenTexts, texts } from '@ssm/shared';
import { ErrorAlert } from '@/components/alerts';
import { getErrorDetail } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { usePasskeys, useRegisterPasskey } from '@/lib/queries/passkeys';

/**
 * Offered on a signing page to a signer without a passkey, before their first signature: one
 * press makes the key on this device, and the signature that follows is made with it.
 */
export function PasskeyOffer({
  words = { ...texts.passkeys, registerBeforeSigning: texts.signing.registerBeforeSigning },
}: {
  /** The trainee's consent page speaks the worker's language; a counter-signer's dialog Romanian. */
  words?: Pick<ScreenTexts['passkeys'], 'title' | 'register' | 'defaultName' | 'registered'> &
    Pick<ScreenTexts['signingConfirmation'], 'registerBeforeSigning'>;
}) {
  const passkeys = usePasskeys();
  const register = useRegisterPasskey();
  if (!passkeys.data?.registration_open || !browserSupportsWebAuthn()) return null;
  return (
    <Alert color="blue" title={words.title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{words.registerBeforeSigning}</Text>
        {register.isError && <ErrorAlert>{getErrorDetail(register.error)}</ErrorAlert>}
        <Button
          variant="light"
          loading={register.isPending}
          onClick={() =>
            register.mutate(words.defaultName, {
              onSuccess: () => notifySuccess(words.registered),
            })
          }
        >
          {words.register}
        </Button>
      </Stack>
    </Alert>
  );
}
