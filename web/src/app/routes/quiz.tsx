import { Group } from '@mantine/core';
import { isLanguage } from '@ssm/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { QuizContent } from '@/features/learning/components/quiz-content';
import { useCourse } from '@/lib/queries/courses';
import { useScreenLanguage } from '@/lib/screen-language';

/** /courses/{id}/quiz: the course's quiz, headed by the course's title. */
export function Component() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('language');
  const language = isLanguage(asked) ? asked : undefined;
  const course = useCourse(id, language);
  const { texts, tag } = useScreenLanguage();
  return (
    <PageShell title={texts.quiz.title(course.data?.title)} lang={tag}>
      <Group>
        <BackToDashboard />
      </Group>
      <QuizContent courseId={id} language={language} />
    </PageShell>
  );
}
