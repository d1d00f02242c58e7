import { Button, Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { RenderWhenNear } from '@/components/render-when-near';
import { WelcomeText } from '@/components/welcome-text';
import { paths } from '@/config/paths';
import { CourseList } from '@/features/courses/components/course-list';
import { AdminPendingDocuments } from '@/features/records/components/admin-pending-documents';
import { AdminProgressTable } from '@/features/records/components/admin-progress-table';
import { RecordsToSign } from '@/features/records/components/records-to-sign';
import { WorkplaceSigningNotice } from '@/features/records/components/workplace-signing-notice';
import { MyTrainings } from '@/features/training-status/components/my-trainings';
import { useCurrentUser } from '@/lib/queries/current-user';

/**
 * /dashboard-admin: the admin's own records to sign, those waiting for them as a workplace
 * manager, courses and trainings, the company's records
 * waiting for their signature, the company's progress, and the way to their people's trainings.
 */
export function Component() {
  const companyId = useCurrentUser().data?.company;
  return (
    <PageShell title={texts.dashboards.admin}>
      <WelcomeText />
      {companyId && (
        <Group>
          <Button component={Link} to={paths.companyTrainings.getHref(companyId)}>
            {texts.workerTraining.myCompanyLink}
          </Button>
        </Group>
      )}
      <RecordsToSign />
      <WorkplaceSigningNotice />
      <CourseList />
      <MyTrainings />
      <AdminPendingDocuments />
      <RenderWhenNear>
        <AdminProgressTable />
      </RenderWhenNear>
    </PageShell>
  );
}
