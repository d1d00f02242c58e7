import { Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { BackToDashboard } from '../components/back-to-dashboard';
import { CourseList } from '../components/course-list';

export function CourseListPage() {
  return (
    <PageShell title={texts.courses.listTitle}>
      <Group>
        <BackToDashboard />
      </Group>
      <CourseList hasHeading={false} />
    </PageShell>
  );
}
