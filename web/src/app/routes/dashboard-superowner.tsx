import { texts } from '@ssm/shared';
import { SessionActions } from '@/components/app-header';
import { PageShell } from '@/components/page-shell';
import { WelcomeText } from '@/components/welcome-text';
import { CreateFirmForm } from '@/features/firms/components/create-firm-form';
import { CreateOwnerForm } from '@/features/firms/components/create-owner-form';
import { FirmCards } from '@/features/firms/components/firm-cards';

/** /dashboard-superowner: create a firm, add its owners, and see each firm's clients and owners. */
export function Component() {
  return (
    <PageShell title={texts.dashboards.superowner} headerActions={<SessionActions hasProfileLink={false} />}>
      <WelcomeText />
      <CreateFirmForm />
      <CreateOwnerForm />
      <FirmCards />
    </PageShell>
  );
}
