import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';

export function AddCoursePage() {
  return <PageShell title={texts.courses.addTitle} />;
}
