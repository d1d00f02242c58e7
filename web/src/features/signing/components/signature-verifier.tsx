import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { verifySignature } from '../api/owner';
import classes from './signing.module.css';
import { VerificationResult } from './verification-result';

/** The owner checks a signature hash printed on a record. */
export function SignatureVerifier() {
  const [hash, setHash] = useState('');
  const [missing, setMissing] = useState(false);
  const verify = useMutation({ mutationFn: verifySignature });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = hash.trim();
    setMissing(!trimmed);
    if (trimmed) verify.mutate(trimmed);
  };

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="verifier-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="verifier-title">
            {texts.verification.title}
          </Title>
          <TextInput
            label={texts.verification.hashLabel}
            value={hash}
            onChange={(event) => setHash(event.currentTarget.value)}
            error={missing ? texts.verification.hashRequired : undefined}
            classNames={{ input: classes.hash }}
          />
          <Button type="submit" loading={verify.isPending} disabled={verify.isPending}>
            {texts.verification.submit}
          </Button>
          {verify.isError && (
            <Alert color="red" role="alert">
              {texts.verification.failure}
            </Alert>
          )}
          {verify.data && <VerificationResult result={verify.data} />}
        </Stack>
      </form>
    </Paper>
  );
}
