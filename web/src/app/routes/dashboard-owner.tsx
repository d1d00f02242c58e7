import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { RenderWhenNear } from '@/components/render-when-near';
import { WelcomeText } from '@/components/welcome-text';
import { CompanyArchives } from '@/features/archives/components/company-archives';
import { CompaniesSection } from '@/features/companies/components/companies-section';
import { GettingStarted } from '@/features/companies/components/getting-started';
import { CourseList } from '@/features/courses/components/course-list';
import { DeleteUserPanel } from '@/features/people/components/delete-user-panel';
import { PeopleActions } from '@/features/people/components/people-actions';
import { OwnerPendingDocuments } from '@/features/records/components/owner-pending-documents';
import { SignatureVerifier } from '@/features/records/components/signature-verifier';
import { TrainingStatusSummary } from '@/features/training-status/components/training-status-summary';

/**
 * /dashboard-owner: a new firm's first steps, the clients' training status and the documents to
 * sign first; every block also has its own page in the navigation. The sections
 * below a phone's first screen render as they come near it, so the first screen paints sooner.
 */
export function Component() {
  return (
    <PageShell title={texts.dashboards.owner}>
      <WelcomeText />
      <GettingStarted />
      <TrainingStatusSummary />
      <OwnerPendingDocuments />
      <RenderWhenNear>
        <SignatureVerifier />
      </RenderWhenNear>
      <RenderWhenNear>
        <CompanyArchives />
      </RenderWhenNear>
      <RenderWhenNear>
        <CourseList />
      </RenderWhenNear>
      <RenderWhenNear>
        <PeopleActions />
        <CompaniesSection />
        <DeleteUserPanel />
      </RenderWhenNear>
    </PageShell>
  );
}
