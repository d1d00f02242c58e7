import { Button, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useCourse } from '@/lib/queries/courses';
import { readSession } from '@/lib/session';
import { useQuizAttempt } from '../api/quiz-attempt';
import { QuizAttemptForm } from './quiz-attempt-form';
import { QuizPreview } from './quiz-preview';

/** A course without a quiz sends the trainee back to the course page with the error. */
function useLeaveWhenNoQuiz({ courseId, hasNoQuiz }: { courseId: string; hasNoQuiz: boolean }) {
  const navigate = useNavigate();
  const hasLeft = useRef(false);
  useEffect(() => {
    if (!hasNoQuiz || hasLeft.current) return;
    hasLeft.current = true;
    notifyError(texts.quizTaking.noQuiz);
    navigate(paths.course.getHref(courseId), { replace: true });
  }, [hasNoQuiz, courseId, navigate]);
}

/**
 * The trainee's attempt, as the server hands it out; a refusal (the cool-down, a course already
 * passed and waiting for the signature) is shown with its reason and the way back to the course.
 */
function TraineeQuiz({ courseId }: { courseId: string }) {
  const navigate = useNavigate();
  const attempt = useQuizAttempt(courseId);
  if (attempt.isPending) return <SectionLoader label={texts.quizTaking.loading} />;
  if (attempt.isError) {
    const isRefusal =
      attempt.error instanceof ApiError && attempt.error.status >= 400 && attempt.error.status < 500;
    return (
      <Stack>
        <ErrorAlert>{isRefusal ? getErrorDetail(attempt.error) : texts.quizTaking.loadFailed}</ErrorAlert>
        <Button variant="default" onClick={() => navigate(paths.course.getHref(courseId))}>
          {texts.quizTaking.backToCourse}
        </Button>
      </Stack>
    );
  }
  if (attempt.data.questions.length === 0) return <Text c="dimmed">{texts.quizTaking.empty}</Text>;
  // A new attempt is a new form: the answers chosen for the old one do not carry over.
  return (
    <QuizAttemptForm
      key={attempt.data.attempt}
      courseId={courseId}
      attempt={attempt.data}
      onRestart={() => void attempt.refetch()}
    />
  );
}

/** The quiz of a course: the trainee answers an attempt; an owner, who takes none, previews it. */
export function QuizContent({ courseId }: { courseId: string }) {
  const course = useCourse(courseId);
  const isOwner = readSession()?.role === 'owner';
  useLeaveWhenNoQuiz({ courseId, hasNoQuiz: course.data?.has_quiz === false });

  if (course.isPending) return <SectionLoader label={texts.quizTaking.loading} />;
  if (course.isError) return <ErrorAlert>{texts.quizTaking.loadFailed}</ErrorAlert>;
  if (!course.data.has_quiz) return null;
  if (!isOwner) return <TraineeQuiz courseId={courseId} />;
  const questions = course.data.quiz?.questions ?? [];
  if (questions.length === 0) return <Text c="dimmed">{texts.quizTaking.empty}</Text>;
  return <QuizPreview questions={questions} />;
}
