import { Button, Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link, useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { AssignCourseForm } from '../components/assign-course-form';

export function AssignCoursePage() {
  const { courseId = '' } = useParams();
  return (
    <PageShell title={texts.courses.assignTitle}>
      <Group>
        <Button component={Link} to={paths.dashboardOwner.getHref()} variant="default">
          {texts.common.backToDashboard}
        </Button>
      </Group>
      <AssignCourseForm initialCourseId={courseId} />
    </PageShell>
  );
}
