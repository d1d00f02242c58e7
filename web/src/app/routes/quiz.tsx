import { Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useParams } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { useCourse } from '@/features/courses/api/courses';
import { QuizContent } from '@/features/courses/components/quiz-content';

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
