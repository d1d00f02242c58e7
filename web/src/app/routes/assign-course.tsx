import { Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useParams } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { AssignCourseForm } from '@/features/assignments/components/assign-course-form';

/** /assign-course/{courseId}: the course goes to a company's user or to all of them. */
export function Component() {
  const { courseId = '' } = useParams();
  return (
    <PageShell title={texts.courses.assignTitle}>
      <Group>
        <BackToDashboard />
      </Group>
      <AssignCourseForm initialCourseId={courseId} />
    </PageShell>
  );
}
