import { Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { CourseList } from '@/features/courses/components/course-list';

/** /courses: the caller's courses under the page's own heading. */
export function Component() {
  return (
    <PageShell title={texts.courses.listTitle}>
      <Group>
        <BackToDashboard />
      </Group>
      <CourseList hasHeading={false} />
    </PageShell>
  );
}
