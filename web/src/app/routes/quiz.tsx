import { Alert, Group, Loader, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { readSession } from '@/lib/session';
import { useCourse } from '../api/courses';
import { BackToDashboard } from '../components/back-to-dashboard';
import classes from '../components/courses.module.css';
import { QuizAttemptForm } from '../components/quiz-attempt-form';
import { QuizPreview } from '../components/quiz-preview';

/** SPEC §4: a course without a quiz sends the trainee back to the course page with the error. */
function useLeaveWhenNoQuiz(courseId: string, hasNoQuiz: boolean) {
  const navigate = useNavigate();
  const hasLeft = useRef(false);
  useEffect(() => {
    if (!hasNoQuiz || hasLeft.current) return;
    hasLeft.current = true;
    notifyError(texts.quizTaking.noQuiz);
    navigate(paths.course.getHref(courseId), { replace: true });
  }, [hasNoQuiz, courseId, navigate]);
}

export function QuizPage() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  const isOwner = readSession()?.role === 'owner';
  useLeaveWhenNoQuiz(id, course.data?.quiz === null);

  const renderContent = () => {
    if (course.isPending) {
      return (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{texts.quizTaking.loading}</Text>
        </Group>
      );
    }
    if (course.isError) {
      return (
        <Alert color="red" role="alert">
          {texts.quizTaking.loadFailed}
        </Alert>
      );
    }
    const { quiz } = course.data;
    if (!quiz) return null;
    if (quiz.questions.length === 0) return <Text c="dimmed">{texts.quizTaking.empty}</Text>;
    return isOwner ? (
      <QuizPreview questions={quiz.questions} />
    ) : (
      <QuizAttemptForm courseId={id} questions={quiz.questions} />
    );
  };

  return (
    <PageShell title={texts.courses.quizTitle(id)}>
      <Group>
        <BackToDashboard />
      </Group>
      {course.data && (
        <Text size="lg" fw={600} className={classes.wrap}>
          {course.data.title}
        </Text>
      )}
      {renderContent()}
    </PageShell>
  );
}
