import { useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { SignatureConsent } from '@/features/records/components/signature-consent';
import { useScreenLanguage } from '@/lib/screen-language';

/** /sign/{progressId}: the trainee signs the record of the quiz they passed. */
export function Component() {
  const { progressId = '' } = useParams();
  const { texts, tag } = useScreenLanguage();
  return (
    <PageShell title={texts.consent.pageTitle} lang={tag}>
      <SignatureConsent progressId={progressId} />
    </PageShell>
  );
}
