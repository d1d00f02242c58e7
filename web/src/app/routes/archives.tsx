import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { AdminCompanyArchive, CompanyArchives } from '@/features/archives/components/company-archives';
import { SignatureVerifier } from '@/features/records/components/signature-verifier';
import { readSession } from '@/lib/session';

/**
 * /arhive: a company's signed records as one ZIP and the verifier; the owner chooses the company
 * (and may delete its history), an admin gets their own.
 */
export function Component() {
  return (
    <PageShell title={texts.navigation.archives}>
      {readSession()?.role === 'owner' ? <CompanyArchives /> : <AdminCompanyArchive />}
      <SignatureVerifier />
    </PageShell>
  );
}
