import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import type { PdfVerification } from '../api/verify-signature';
import { VerificationResult } from './verification-result';

/**
 * What the PDF's seal says in plain Romanian, then the signed record behind the file when there is
 * one. A file sealed by the platform that the platform does not know is marked unknown, apart
 * from a failure and never as valid: its seal holds, but nothing vouches for what it says.
 */
export function PdfVerificationResult({ result }: { result: PdfVerification }) {
  const [verdict, ...findings] = result.explanation;
  const details = (
    <Stack gap={4}>
      {findings.map((finding) => (
        <Text key={finding} size="sm">
          {finding}
        </Text>
      ))}
      {result.seal.signer && (
        <Text size="sm">
          {texts.pdfVerification.signer}: {result.seal.signer}
        </Text>
      )}
    </Stack>
  );
  return (
    <Stack gap="xs" data-testid="pdf-verification">
      {result.valid ? (
        <SuccessAlert title={verdict}>{details}</SuccessAlert>
      ) : result.file_kind === 'unknown' ? (
        <Alert
          color="orange"
          role="alert"
          title={
            <Group gap="xs">
              <Badge color="orange" variant="filled">
                {texts.pdfVerification.unknownBadge}
              </Badge>
              <span>{verdict}</span>
            </Group>
          }
        >
          {details}
        </Alert>
      ) : (
        <ErrorAlert>
          <Text fw={600}>{verdict}</Text>
          {details}
        </ErrorAlert>
      )}
      {result.record?.valid && <VerificationResult result={result.record} hash={result.file_sha256} />}
    </Stack>
  );
}
