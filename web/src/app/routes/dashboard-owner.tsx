import { Button, Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { RenderWhenNear } from '@/components/render-when-near';
import { WelcomeText } from '@/components/welcome-text';
import { paths } from '@/config/paths';
import { CompaniesSection } from '@/features/administration/components/companies-section';
import { DeleteUserPanel } from '@/features/administration/components/delete-user-panel';
import { CourseList } from '@/features/courses/components/course-list';
import { CompanyArchives } from '@/features/signing/components/company-archives';
import { OwnerPendingDocuments } from '@/features/signing/components/owner-pending-documents';
import { SignatureVerifier } from '@/features/signing/components/signature-verifier';
import { TrainingStatusSummary } from '@/features/training-status/components/training-status-summary';

/**
 * /dashboard-owner: the clients' training status and the documents to sign first; the sections
 * below a phone's first screen render as they come near it, so the first screen paints sooner.
 */
export function Component() {
  return (
    <PageShell title={texts.dashboards.owner}>
      <WelcomeText />
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
        <Group>
          <Button component={Link} to={paths.userManagement.getHref()}>
            {texts.people.manageUsers}
          </Button>
          <Button component={Link} to={paths.userImport.getHref()} variant="light">
            {texts.people.importUsers}
          </Button>
        </Group>
        <CompaniesSection />
        <DeleteUserPanel />
      </RenderWhenNear>
    </PageShell>
  );
}
