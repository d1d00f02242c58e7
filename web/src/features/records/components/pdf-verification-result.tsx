import { Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import type { PdfVerification } from '../api/verify-signature';
import { VerificationResult } from './verification-result';

/** What the PDF's seal says in plain Romanian, then the signed record behind the file when there is one. */
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
