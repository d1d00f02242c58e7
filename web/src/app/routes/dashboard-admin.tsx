import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { CourseList } from '@/features/courses/components/course-list';
import { AdminPendingDocuments } from '@/features/signing/components/admin-pending-documents';
import { AdminProgressTable } from '@/features/signing/components/admin-progress-table';
import { WelcomeText } from '../components/welcome-text';

export function AdminDashboardPage() {
  return (
    <PageShell title={texts.dashboards.admin}>
      <WelcomeText />
      <CourseList />
      <AdminPendingDocuments />
      <AdminProgressTable />
    </PageShell>
  );
}
