import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';

export function CourseListPage() {
  return <PageShell title={texts.courses.listTitle} />;
}
