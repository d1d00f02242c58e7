import { PageShell } from '@/components/page-shell';
import { WelcomeText } from '@/components/welcome-text';
import { CourseList } from '@/features/courses/components/course-list';
import { RecordsToSign } from '@/features/records/components/records-to-sign';
import { WorkplaceSigningNotice } from '@/features/records/components/workplace-signing-notice';
import { MyTrainings } from '@/features/training-status/components/my-trainings';
import { useScreenLanguage } from '@/lib/screen-language';

/**
 * /dashboard-employee: the records waiting for the employee's signature (as a workplace manager
 * too), their trainings' due dates
 * and the courses assigned to them, each with where the employee stands, in the worker's language.
 */
export function Component() {
  const screen = useScreenLanguage();
  return (
    <PageShell title={screen.texts.dashboard.title} lang={screen.tag}>
      <WelcomeText />
      <RecordsToSign />
      <WorkplaceSigningNotice />
      <MyTrainings />
      <CourseList />
    </PageShell>
  );
}
