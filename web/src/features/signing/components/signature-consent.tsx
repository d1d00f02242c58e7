import { Button, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/queries/current-user';
import { readSession } from '@/lib/session';
import { useUploadSignature } from '../api/upload-signature';
import { ConsentText } from './consent-text';

/** Only an address inside the app is followed, so a server answer cannot send the signer elsewhere. */
function safeRedirect(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? url : paths.profile.getHref();
}

/**
 * The trainee's signature of their record: the consent, the agreement, then the signature. The
 * signer's identity is loaded first, since the signature hashes it.
 */
export function SignatureConsent({ progressId }: { progressId: string }) {
  const navigate = useNavigate();
  const currentUser = useCurrentUser();
  const upload = useUploadSignature();
  const [agreed, setAgreed] = useState(false);

  const sign = () => {
    if (!currentUser.data) return;
    upload.mutate(
      { progressId, role: readSession()?.role ?? '', user: currentUser.data },
      {
        onSuccess: ({ message, redirect_url }) => {
          notifySuccess(message || texts.signing.success);
          navigate(safeRedirect(redirect_url));
        },
        onError: (error) => {
          console.error(texts.signing.failureLog, error);
          // A refusal the server explains (already signed, stale clock, wrong hash) is shown as is.
          notifyError(
            error instanceof ApiError && error.status >= 400 && error.status < 500
              ? error.detail
              : texts.signing.failure,
          );
        },
      },
    );
  };

  return (
    <>
      {currentUser.isPending && <Text role="status">{texts.signing.loading}</Text>}
      {currentUser.isError && <ErrorAlert>{texts.signing.userLoadFailed}</ErrorAlert>}
      {currentUser.data && (
        <Paper component="section" withBorder p="md" aria-labelledby="consent-title">
          <Stack gap="md">
            <ConsentText titleId="consent-title" />
            <Checkbox
              label={texts.signing.agree}
              checked={agreed}
              onChange={(event) => setAgreed(event.currentTarget.checked)}
            />
            {/* Says why the button stays disabled, until the consent is ticked. */}
            {!agreed && (
              <Text size="sm" c="dimmed" id="consent-required">
                {texts.signing.consentRequired}
              </Text>
            )}
            <Button
              onClick={sign}
              disabled={!agreed || upload.isPending}
              loading={upload.isPending}
              aria-describedby={agreed ? undefined : 'consent-required'}
            >
              {texts.signing.submit}
            </Button>
          </Stack>
        </Paper>
      )}
    </>
  );
}
