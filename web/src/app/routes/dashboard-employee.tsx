import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { CourseList } from '@/features/courses/components/course-list';
import { WelcomeText } from '../components/welcome-text';

export function EmployeeDashboardPage() {
  return (
    <PageShell title={texts.dashboards.employee}>
      <WelcomeText />
      <CourseList />
    </PageShell>
  );
}
