import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { CompanyRegister } from '@/features/companies/components/company-register';

/** /companii: the firm's company register, each company leading to its people's page. */
export function Component() {
  return (
    <PageShell title={texts.navigation.companies}>
      <CompanyRegister />
    </PageShell>
  );
}
