import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { WelcomeText } from '../components/welcome-text';

export function OwnerDashboardPage() {
  return (
    <PageShell title={texts.dashboards.owner}>
      <WelcomeText />
    </PageShell>
  );
}
