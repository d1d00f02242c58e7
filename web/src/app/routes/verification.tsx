import { Anchor, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';
import { RecordVerification } from '@/features/records/components/record-verification';
import { SealFingerprint } from '@/features/records/components/seal-fingerprint';

/** /verificare: public; a signed record is checked by its hash or by the PDF itself. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <CenteredLayout title={texts.verification.title}>
      <Text c="dimmed">{texts.verification.intro}</Text>
      <RecordVerification linkedHash={searchParams.get('hash')?.trim() ?? ''} />
      <SealFingerprint />
      <Anchor component={Link} to={paths.login.getHref()}>
        {texts.passwordReset.backToLogin}
      </Anchor>
    </CenteredLayout>
  );
}
