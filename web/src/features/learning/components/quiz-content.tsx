import { Button, Stack, Text } from '@mantine/core';
import type { Language } from '@ssm/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useCourse } from '@/lib/queries/courses';
import { useScreenLanguage } from '@/lib/screen-language';
import { readSession } from '@/lib/session';
import { useQuizAttempt } from '../api/quiz-attempt';
import { QuizAttemptForm } from './quiz-attempt-form';
import { QuizPreview } from './quiz-preview';

/** A course without a quiz sends the trainee back to the course page with the error. */
function useLeaveWhenNoQuiz({ courseId, hasNoQuiz }: { courseId: string; hasNoQuiz: boolean }) {
  const navigate = useNavigate();
  const { texts } = useScreenLanguage();
  const hasLeft = useRef(false);
  useEffect(() => {
    if (!hasNoQuiz || hasLeft.current) return;
    hasLeft.current = true;
    notifyError(texts.quiz.noQuiz);
    navigate(paths.course.getHref(courseId), { replace: true });
  }, [hasNoQuiz, courseId, navigate, texts]);
}

/**
 * The trainee's attempt, as the server hands it out; a refusal (the cool-down, a course already
 * passed and waiting for the signature) is shown with its reason and the way back to the course.
 */
function TraineeQuiz({ courseId, language }: { courseId: string; language: Language | undefined }) {
  const navigate = useNavigate();
  const { texts } = useScreenLanguage();
  const attempt = useQuizAttempt(courseId, language);
  if (attempt.isPending) return <SectionLoader label={texts.quiz.loading} />;
  if (attempt.isError) {
    const isRefusal =
      attempt.error instanceof ApiError && attempt.error.status >= 400 && attempt.error.status < 500;
    return (
      <Stack>
        <ErrorAlert>{isRefusal ? getErrorDetail(attempt.error) : texts.quiz.loadFailed}</ErrorAlert>
        <Button variant="default" onClick={() => navigate(paths.course.getHref(courseId))}>
          {texts.quiz.backToCourse}
        </Button>
      </Stack>
    );
  }
  if (attempt.data.questions.length === 0) return <Text c="dimmed">{texts.quiz.empty}</Text>;
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
export function QuizContent({ courseId, language }: { courseId: string; language?: Language | undefined }) {
  const course = useCourse(courseId, language);
  const { texts } = useScreenLanguage();
  const isOwner = readSession()?.role === 'owner';
  useLeaveWhenNoQuiz({ courseId, hasNoQuiz: course.data?.has_quiz === false });

  if (course.isPending) return <SectionLoader label={texts.quiz.loading} />;
  if (course.isError) return <ErrorAlert>{texts.quiz.loadFailed}</ErrorAlert>;
  if (!course.data.has_quiz) return null;
  if (!isOwner) return <TraineeQuiz courseId={courseId} language={language} />;
  const questions = course.data.quiz?.questions ?? [];
  if (questions.length === 0) return <Text c="dimmed">{texts.quiz.empty}</Text>;
  return <QuizPreview questions={questions} />;
}
