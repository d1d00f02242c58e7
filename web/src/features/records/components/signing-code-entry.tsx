import { Button, PinInput, Stack, Text } from '@mantine/core';
import { type ScreenTexts, SIGNING_CODE, type SigningChannel, texts } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { type CodeApproval, isCodeComplete, useRequestSigningCode } from '../api/email-code-signing';

type SigningCodeEntryProps = {
  channel: SigningChannel;
  documentIds: readonly string[];
  /** The code and its digits once all are typed; null while the signature cannot be sent yet. */
  onChange: (approval: CodeApproval | null) => void;
  /** The trainee's consent page speaks the worker's language; a counter-signer's dialog Romanian. */
  words?: ScreenTexts['signingConfirmation'];
};

/**
 * For a signer without a passkey: asks for the one-time code over the documents about to be
 * signed, then takes its 6 digits. A refusal no new code can mend (the company allows only
 * passkeys, no e-mail address) is shown in place of the button.
 */
export function SigningCodeEntry({
  channel,
  documentIds,
  onChange,
  words = texts.signing,
}: SigningCodeEntryProps) {
  const request = useRequestSigningCode(channel, documentIds);
  const [digits, setDigits] = useState('');
  const sent = request.data;
  const isRefused = request.error instanceof ApiError && request.error.status === 409;

  const ask = () => {
    setDigits('');
    onChange(null);
    request.mutate();
  };
  const type = (value: string) => {
    setDigits(value);
    onChange(sent && isCodeComplete(value) ? { code: sent, digits: value } : null);
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{words.codeNeeded}</Text>
      {request.isError && <ErrorAlert>{getErrorDetail(request.error)}</ErrorAlert>}
      {sent && (
        <>
          <Text size="sm" role="status">
            {words.codeSent(sent.email)}
          </Text>
          <PinInput
            length={SIGNING_CODE.digits}
            type="number"
            oneTimeCode
            value={digits}
            onChange={type}
            aria-label={words.codeLabel}
          />
        </>
      )}
      {!isRefused && (
        <Button variant="light" onClick={ask} loading={request.isPending}>
          {sent ? words.resendCode : words.requestCode}
        </Button>
      )}
    </Stack>
  );
}
