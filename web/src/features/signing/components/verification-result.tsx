import { Alert, List, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import type { ApiResponse } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';

export type Verification = ApiResponse<'verify-signature'>;

/** Who signed what and when, or that the hash matches no intact signed record. */
export function VerificationResult({ result }: { result: Verification }) {
  if (!result.valid) {
    return (
      <Alert color="red" role="alert">
        {texts.verification.invalid}
      </Alert>
    );
  }
  return (
    <Alert color="green" role="status" title={texts.verification.valid}>
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
    </Alert>
  );
}
