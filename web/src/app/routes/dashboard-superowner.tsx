import { texts } from '@ssm/shared';
import { SessionActions } from '@/components/app-header';
import { PageShell } from '@/components/page-shell';
import { SuperownerAdministration } from '@/features/administration/components/superowner-administration';
import { WelcomeText } from '../components/welcome-text';

export function SuperownerDashboardPage() {
  return (
    <PageShell title={texts.dashboards.superowner} headerActions={<SessionActions hasProfileLink={false} />}>
      <WelcomeText />
      <SuperownerAdministration />
    </PageShell>
  );
}
