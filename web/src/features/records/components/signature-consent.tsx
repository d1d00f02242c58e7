import { Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { SectionLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/queries/current-user';
import { type MyAttempt, useMyAttempts } from '@/lib/queries/my-trainee-records';
import { useScreenLanguage } from '@/lib/screen-language';
import { readSession } from '@/lib/session';
import type { CodeApproval } from '../api/email-code-signing';
import { PasskeyCancelled, useSignsWithPasskey } from '../api/passkey-signing';
import { useUploadSignature } from '../api/upload-signature';
import { PasskeyOffer } from './passkey-offer';
import { PrintedRecord } from './printed-record';
import classes from './records.module.css';
import { SigningCodeEntry } from './signing-code-entry';
import { TraineeConsent } from './trainee-consent';

/** Only an address inside the app is followed, so a server answer cannot send the signer elsewhere. */
function safeRedirect(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? url : paths.profile.getHref();
}

/**
 * The consent, the agreement, then the signature. The signer's identity is loaded first, since
 * the signature hashes it.
 */
function ConsentForm({ progressId }: { progressId: string }) {
  const navigate = useNavigate();
  const currentUser = useCurrentUser();
  const upload = useUploadSignature();
  const signsWithPasskey = useSignsWithPasskey();
  const screen = useScreenLanguage();
  const [agreed, setAgreed] = useState(false);
  const [emailCode, setEmailCode] = useState<CodeApproval | null>(null);
  const needsCode = signsWithPasskey === false;

  const sign = () => {
    upload.mutate(
      {
        progressId,
        role: readSession()?.role ?? '',
        withPasskey: signsWithPasskey === true,
        emailCode,
      },
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
              : error instanceof PasskeyCancelled
                ? error.message
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
            <TraineeConsent titleId="consent-title" />
            {needsCode && (
              <PasskeyOffer words={{ ...screen.texts.passkeys, ...screen.texts.signingConfirmation }} />
            )}
            {needsCode && (
              <SigningCodeEntry
                channel="consent-page"
                documentIds={[progressId]}
                onChange={setEmailCode}
                words={screen.texts.signingConfirmation}
              />
            )}
            <Checkbox
              label={screen.texts.consent.agree}
              checked={agreed}
              onChange={(event) => setAgreed(event.currentTarget.checked)}
            />
            {/* Says why the button stays disabled, until the consent is ticked. */}
            {!agreed && (
              <Text size="sm" c="dimmed" id="consent-required">
                {screen.texts.consent.consentRequired}
              </Text>
            )}
            <Button
              onClick={sign}
              disabled={
                !agreed || upload.isPending || signsWithPasskey === undefined || (needsCode && !emailCode)
              }
              loading={upload.isPending}
              aria-describedby={agreed ? undefined : 'consent-required'}
            >
              {screen.texts.consent.submit}
            </Button>
          </Stack>
        </Paper>
      )}
    </>
  );
}

/** What the trainee is about to sign: the course, the day they passed its test and the score. */
function RecordSummary({ record }: { record: MyAttempt }) {
  const { texts: screenTexts } = useScreenLanguage();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="record-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="record-title">
          {screenTexts.consent.recordTitle}
        </Title>
        <dl className={classes.recordFields}>
          <div>
            <dt>{screenTexts.consent.recordCourse}</dt>
            <dd>{record.course_title}</dd>
          </div>
          <div>
            <dt>{screenTexts.consent.recordDate}</dt>
            <dd>{record.completed_at ? formatDate(record.completed_at) : texts.common.dash}</dd>
          </div>
          <div>
            <dt>{screenTexts.consent.recordScore}</dt>
            <dd>{Math.round(record.quiz_score)}%</dd>
          </div>
        </dl>
      </Stack>
    </Paper>
  );
}

/**
 * The trainee's signature of their record. The record is looked up among their own attempts
 * before anything is ticked: one that is not theirs, not passed or already signed is refused here.
 */
export function SignatureConsent({ progressId }: { progressId: string }) {
  const attempts = useMyAttempts();
  const { texts: screenTexts } = useScreenLanguage();
  const printedLabels = {
    title: screenTexts.consent.printedTitle,
    loading: screenTexts.consent.printedLoading,
    failed: screenTexts.consent.printedFailed,
  };
  if (attempts.isPending) return <SectionLoader />;
  if (attempts.isError) return <ErrorAlert>{texts.signing.recordLoadFailed}</ErrorAlert>;
  const record = attempts.data.find((attempt) => attempt.id === progressId && attempt.completed);
  const refusal = !record
    ? texts.signing.recordNotFound
    : record.document_status !== 'awaiting_trainee'
      ? texts.signing.alreadySigned
      : null;
  if (!record || refusal) {
    return (
      <Stack gap="sm" align="flex-start">
        <ErrorAlert>{refusal}</ErrorAlert>
        <BackToDashboard />
      </Stack>
    );
  }
  return (
    <>
      <RecordSummary record={record} />
      <PrintedRecord documentId={progressId} labels={printedLabels} />
      <ConsentForm progressId={progressId} />
    </>
  );
}
