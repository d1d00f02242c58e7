import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { WelcomeText } from '../components/welcome-text';

export function EmployeeDashboardPage() {
  return (
    <PageShell title={texts.dashboards.employee}>
      <WelcomeText />
    </PageShell>
  );
}
