import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { CompaniesSection } from '@/features/companies/components/companies-section';

/** /companii: the firm's client companies, each leading to its people's page. */
export function Component() {
  return (
    <PageShell title={texts.navigation.companies}>
      <CompaniesSection />
    </PageShell>
  );
}
