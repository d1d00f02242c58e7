import { texts } from '@ssm/shared';
import { useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { SignatureConsent } from '@/features/records/components/signature-consent';

/** /sign/{progressId}: the trainee signs the record of the quiz they passed. */
export function Component() {
  const { progressId = '' } = useParams();
  return (
    <PageShell title={texts.signing.title}>
      <SignatureConsent progressId={progressId} />
    </PageShell>
  );
}
