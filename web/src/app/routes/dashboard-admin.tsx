import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { RenderWhenNear } from '@/components/render-when-near';
import { WelcomeText } from '@/components/welcome-text';
import { CourseList } from '@/features/courses/components/course-list';
import { AdminPendingDocuments } from '@/features/signing/components/admin-pending-documents';
import { AdminProgressTable } from '@/features/signing/components/admin-progress-table';

/** /dashboard-admin: the admin's courses, the records waiting for their signature, the company's progress. */
export function Component() {
  return (
    <PageShell title={texts.dashboards.admin}>
      <WelcomeText />
      <CourseList />
      <AdminPendingDocuments />
      <RenderWhenNear>
        <AdminProgressTable />
      </RenderWhenNear>
    </PageShell>
  );
}
