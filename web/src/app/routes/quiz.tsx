import { Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useParams } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { QuizContent } from '@/features/courses/components/quiz-content';

/** /courses/{id}/quiz: the course's quiz. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <PageShell title={texts.courses.quizTitle(id)}>
      <Group>
        <BackToDashboard />
      </Group>
      <QuizContent courseId={id} />
    </PageShell>
  );
}
