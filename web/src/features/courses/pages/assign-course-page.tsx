import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';

export function AssignCoursePage() {
  return <PageShell title={texts.courses.assignTitle} />;
}
