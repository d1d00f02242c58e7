import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { OwnerAdministration } from '@/features/administration/components/owner-administration';
import { WelcomeText } from '../components/welcome-text';

export function OwnerDashboardPage() {
  return (
    <PageShell title={texts.dashboards.owner}>
      <WelcomeText />
      <OwnerAdministration />
    </PageShell>
  );
}
