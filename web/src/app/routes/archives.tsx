import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { CompanyArchives } from '@/features/signing/components/company-archives';
import { SignatureVerifier } from '@/features/signing/components/signature-verifier';

/** /arhive: a company's signed records as one ZIP (and its history's deletion), and the verifier. */
export function Component() {
  return (
    <PageShell title={texts.navigation.archives}>
      <CompanyArchives />
      <SignatureVerifier />
    </PageShell>
  );
}
