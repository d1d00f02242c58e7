import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { OwnerAdministration } from '@/features/administration/components/owner-administration';
import { CourseList } from '@/features/courses/components/course-list';
import { CompanyArchives } from '@/features/signing/components/company-archives';
import { OwnerPendingDocuments } from '@/features/signing/components/owner-pending-documents';
import { SignatureVerifier } from '@/features/signing/components/signature-verifier';
import { TrainingStatusSummary } from '@/features/training-status/components/training-status-summary';
import { WelcomeText } from '../components/welcome-text';

export function OwnerDashboardPage() {
  return (
    <PageShell title={texts.dashboards.owner}>
      <WelcomeText />
      <TrainingStatusSummary />
      <OwnerPendingDocuments />
      <SignatureVerifier />
      <CompanyArchives />
      <CourseList />
      <OwnerAdministration />
    </PageShell>
  );
}
