import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { WelcomeText } from '@/components/welcome-text';
import { GettingStarted } from '@/features/companies/components/getting-started';
import { OwnerShortcuts } from '@/features/companies/components/owner-shortcuts';
import { OwnerPendingDocuments } from '@/features/records/components/owner-pending-documents';
import { TrainingStatusSummary } from '@/features/training-status/components/training-status-summary';

/**
 * /dashboard-owner: a summary that leads on: a new firm's first steps, the clients' training
 * status, the documents to sign first, and a link to each focused page (companies, workers,
 * people, courses, archives), where the lists of a large firm live.
 */
export function Component() {
  return (
    <PageShell title={texts.dashboards.owner}>
      <WelcomeText />
      <GettingStarted />
      <TrainingStatusSummary />
      <OwnerPendingDocuments />
      <OwnerShortcuts />
    </PageShell>
  );
}
