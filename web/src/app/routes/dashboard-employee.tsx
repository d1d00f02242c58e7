import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { WelcomeText } from '@/components/welcome-text';
import { CourseList } from '@/features/courses/components/course-list';
import { RecordsToSign } from '@/features/records/components/records-to-sign';
import { WorkplaceSigningNotice } from '@/features/records/components/workplace-signing-notice';
import { MyTrainings } from '@/features/training-status/components/my-trainings';

/**
 * /dashboard-employee: the records waiting for the employee's signature (as a workplace manager
 * too), their trainings' due dates
 * and the courses assigned to them, each with where the employee stands.
 */
export function Component() {
  return (
    <PageShell title={texts.dashboards.employee}>
      <WelcomeText />
      <RecordsToSign />
      <WorkplaceSigningNotice />
      <MyTrainings />
      <CourseList />
    </PageShell>
  );
}
