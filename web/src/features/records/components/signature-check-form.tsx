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

  /** Forgets the verdict and the missing-hash warning: another way of checking took over. */
  const clear = () => {
    setIsMissing(false);
    verification.reset();
  };

  return { hash, setHash, isMissing, verification, check, clear };
}

type SignatureCheckFormProps = {
  signatureCheck: ReturnType<typeof useSignatureCheck>;
  /** Called as the hash is checked, for the other ways of checking to clear their verdicts. */
  onCheck?: () => void;
  /** Other ways to give the hash, shown between the hash field and the button. */
  children?: ReactNode;
};

/** The hash field, the check button, and what the server answered. */
export function SignatureCheckForm({ signatureCheck, onCheck, children }: SignatureCheckFormProps) {
  const { hash, setHash, isMissing, verification, check } = signatureCheck;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck?.();
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
          <div className={classes.verdict}>
            <VerificationResult result={verification.data} hash={verification.variables ?? ''} />
          </div>
        )}
      </Stack>
    </form>
  );
}
