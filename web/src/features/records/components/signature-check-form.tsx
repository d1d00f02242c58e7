import { Button, Stack, TextInput } from '@mantine/core';
import { texts } from '@ssm/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { useVerifySignature } from '../api/verify-signature';
import classes from './records.module.css';
import { VerificationResult } from './verification-result';

/** The state of a signature check: the hash typed or found, and the server's verdict on it. */
export function useSignatureCheck(initialHash = '') {
  const [hash, setHash] = useState(initialHash);
  const [isMissing, setIsMissing] = useState(false);
  const verification = useVerifySignature();

  /** Checks `value` (typed, linked or a file's own hash); a blank one only asks for a hash. */
  const check = (value: string) => {
    setHash(value);
    const trimmed = value.trim();
    setIsMissing(!trimmed);
    if (trimmed) verification.mutate(trimmed);
  };

  return { hash, setHash, isMissing, verification, check };
}

type SignatureCheckFormProps = {
  signatureCheck: ReturnType<typeof useSignatureCheck>;
  /** Other ways to give the hash, shown between the hash field and the button. */
  children?: ReactNode;
};

/** The hash field, the check button, and what the server answered. */
export function SignatureCheckForm({ signatureCheck, children }: SignatureCheckFormProps) {
  const { hash, setHash, isMissing, verification, check } = signatureCheck;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(hash);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={texts.verification.hashLabel}
          value={hash}
          onChange={(event) => setHash(event.currentTarget.value)}
          error={isMissing ? texts.verification.hashRequired : undefined}
          classNames={{ input: classes.hash }}
        />
        {children}
        <Button type="submit" loading={verification.isPending} disabled={verification.isPending}>
          {texts.verification.submit}
        </Button>
        {verification.isError && <ErrorAlert>{texts.verification.failure}</ErrorAlert>}
        {verification.data && (
          <VerificationResult result={verification.data} hash={verification.variables ?? ''} />
        )}
      </Stack>
    </form>
  );
}
