import { Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useSealCertificate } from '../api/seal-certificate';
import classes from './records.module.css';

/**
 * The fingerprints of the key that seals every signed record and of its published certificate,
 * so a visitor can compare them with what a PDF reader shows for a record's seal. Nothing shows
 * while they are unknown.
 */
export function SealFingerprint() {
  const { data } = useSealCertificate();
  if (!data) return null;
  return (
    <Stack gap={4} aria-label={texts.verification.sealTitle} role="region">
      <Text size="sm" fw={600}>
        {texts.verification.sealTitle}
      </Text>
      <Text size="sm" c="dimmed">
        {texts.verification.sealFingerprint}:
      </Text>
      <Text size="xs" ff="monospace" className={classes.hash}>
        {data.public_key_sha256}
      </Text>
      {data.certificate_sha256 && (
        <>
          <Text size="sm" c="dimmed">
            {texts.verification.sealCertificateFingerprint}:
          </Text>
          <Text size="xs" ff="monospace" className={classes.hash}>
            {data.certificate_sha256}
          </Text>
        </>
      )}
    </Stack>
  );
}
