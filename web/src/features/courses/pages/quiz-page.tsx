import { texts } from '@ssm/shared';
import { useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';

export function QuizPage() {
  const { id = '' } = useParams();
  return <PageShell title={texts.courses.quizTitle(id)} />;
}
