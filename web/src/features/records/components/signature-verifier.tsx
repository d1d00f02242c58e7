import { Paper, Stack, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { SignatureCheckForm, useSignatureCheck } from './signature-check-form';

/** The owner checks a signature hash printed on a record. */
export function SignatureVerifier() {
  const signatureCheck = useSignatureCheck();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="verifier-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="verifier-title">
          {texts.verification.title}
        </Title>
        <SignatureCheckForm signatureCheck={signatureCheck} />
      </Stack>
    </Paper>
  );
}
