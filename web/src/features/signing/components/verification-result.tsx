import { List, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { formatDateTime } from '@/lib/format-date';
import type { Verification } from '../api/verify-signature';

/** Who signed what and when, or that the hash matches no intact signed record, and why. */
export function VerificationResult({ result }: { result: Verification }) {
  if (!result.valid) {
    return (
      <ErrorAlert>
        <Text fw={600}>{texts.verification.invalid}</Text>
        <Text>{result.reason}</Text>
      </ErrorAlert>
    );
  }
  return (
    <SuccessAlert title={texts.verification.valid}>
      <Text>
        {texts.verification.signer}: {result.last_name} {result.first_name}
      </Text>
      <Text>
        {texts.verification.username}: {result.username}
      </Text>
      <Text>
        {texts.verification.signedAt}: {formatDateTime(result.timestamp)}
      </Text>
      <Text>
        {texts.verification.course}: {result.course_title}
      </Text>
      {result.signatures && (
        <List size="sm">
          {result.signatures.map((line) => (
            <List.Item key={`${line.role}-${line.timestamp}`}>
              {line.role_label}: {line.last_name} {line.first_name}, {formatDateTime(line.timestamp)}
            </List.Item>
          ))}
        </List>
      )}
    </SuccessAlert>
  );
}
