import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { WelcomeText } from '@/components/welcome-text';
import { CourseList } from '@/features/courses/components/course-list';

/** /dashboard-employee: the courses assigned to the employee. */
export function Component() {
  return (
    <PageShell title={texts.dashboards.employee}>
      <WelcomeText />
      <CourseList />
    </PageShell>
  );
}
