import { List, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { formatDateTime } from '@/lib/format-date';
import type { Verification } from '../api/verify-signature';
import classes from './records.module.css';

type ValidVerification = Extract<Verification, { valid: true }>;

const labels = texts.verification;

/** Every signature of the record, each with its own capacity, moment and level. */
function SignerList({ result }: { result: ValidVerification }) {
  if (!result.signatures?.length) return null;
  return (
    <>
      <Text fw={600}>{labels.signersTitle}</Text>
      <List size="sm">
        {result.signatures.map((line) => (
          <List.Item key={`${line.role}-${line.timestamp}`}>
            {line.role_label}: {line.last_name} {line.first_name}, {formatDateTime(line.timestamp)},{' '}
            {line.level_label}, {line.confirmation_label}
          </List.Item>
        ))}
      </List>
    </>
  );
}

/**
 * A person's signature names that signer, in their capacity and at their moment; a whole record
 * or its PDF names the person trained and the moment the last signature completed it.
 */
function ValidResult({ result }: { result: ValidVerification }) {
  const isSignature = result.kind === 'signature';
  const name = `${result.last_name} ${result.first_name}`;
  return (
    <SuccessAlert title={labels.valid}>
      <Text>
        {labels.matchedLabel}: {labels.matchedKinds[result.kind]}
      </Text>
      <Text>
        {labels.course}: {result.course_title}
      </Text>
      <Text>
        {isSignature ? labels.signer : labels.trainee}: {name}
        {isSignature && result.role_label ? ` (${result.role_label})` : ''}
      </Text>
      {isSignature && result.level_label && (
        <Text>
          {texts.signing.levelLabel}: {result.level_label}
        </Text>
      )}
      {isSignature && result.confirmation_label && (
        <Text>
          {labels.confirmationLabel}: {result.confirmation_label}
        </Text>
      )}
      <Text>
        {labels.username}: {result.username}
      </Text>
      <Text>
        {isSignature ? labels.signedAt : labels.fullySignedAt}: {formatDateTime(result.timestamp)}
      </Text>
      <SignerList result={result} />
    </SuccessAlert>
  );
}

/** Who signed what and when, or that the hash matches no intact signed record, why, and what was checked. */
export function VerificationResult({ result, hash }: { result: Verification; hash: string }) {
  if (result.valid) return <ValidResult result={result} />;
  return (
    <ErrorAlert>
      <Text fw={600}>{labels.invalid}</Text>
      <Text>{result.reason}</Text>
      <Text className={classes.hash}>
        {labels.checkedHash}: {hash}
      </Text>
      {result.reason === labels.failureReasons.unknown && <Text>{labels.checkedPlaces}</Text>}
    </ErrorAlert>
  );
}
