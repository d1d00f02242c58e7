import { Alert, Button, Stack, Text } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { texts } from '@ssm/shared';
import { ErrorAlert } from '@/components/alerts';
import { getErrorDetail } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { usePasskeys, useRegisterPasskey } from '@/lib/queries/passkeys';

/**
 * Offered on a signing page to a signer without a passkey, before their first signature: one
 * press makes the key on this device, and the signature that follows is made with it.
 */
export function PasskeyOffer() {
  const passkeys = usePasskeys();
  const register = useRegisterPasskey();
  if (!passkeys.data?.registration_open || !browserSupportsWebAuthn()) return null;
  return (
    <Alert color="blue" title={texts.passkeys.title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{texts.signing.registerBeforeSigning}</Text>
        {register.isError && <ErrorAlert>{getErrorDetail(register.error)}</ErrorAlert>}
        <Button
          variant="light"
          loading={register.isPending}
          onClick={() =>
            register.mutate(texts.passkeys.defaultName, {
              onSuccess: () => notifySuccess(texts.passkeys.registered),
            })
          }
        >
          {texts.passkeys.register}
        </Button>
      </Stack>
    </Alert>
  );
}
