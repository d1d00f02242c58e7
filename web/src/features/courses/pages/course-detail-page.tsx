import { texts } from '@ssm/shared';
import { useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';

export function CourseDetailPage() {
  const { id = '' } = useParams();
  return <PageShell title={texts.courses.detailTitle(id)} />;
}
