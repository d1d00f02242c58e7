import { Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useParams } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { QuizContent } from '@/features/learning/components/quiz-content';
import { useCourse } from '@/lib/queries/courses';

/** /courses/{id}/quiz: the course's quiz, headed by the course's title. */
export function Component() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  return (
    <PageShell title={texts.courses.quizTitle(course.data?.title)}>
      <Group>
        <BackToDashboard />
      </Group>
      <QuizContent courseId={id} />
    </PageShell>
  );
}
