import { Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import layout from '@/components/layout.module.css';
import { SectionLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { readSession } from '@/lib/session';
import { useCourse } from '../api/courses';
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

/** The quiz of a course: the trainee answers it; an owner, who takes none, previews it. */
export function QuizContent({ courseId }: { courseId: string }) {
  const course = useCourse(courseId);
  const isOwner = readSession()?.role === 'owner';
  useLeaveWhenNoQuiz({ courseId, hasNoQuiz: course.data?.quiz === null });

  if (course.isPending) return <SectionLoader label={texts.quizTaking.loading} />;
  if (course.isError) return <ErrorAlert>{texts.quizTaking.loadFailed}</ErrorAlert>;
  const { quiz, title } = course.data;
  const renderQuiz = () => {
    if (!quiz) return null;
    if (quiz.questions.length === 0) return <Text c="dimmed">{texts.quizTaking.empty}</Text>;
    return isOwner ? (
      <QuizPreview questions={quiz.questions} />
    ) : (
      <QuizAttemptForm courseId={courseId} questions={quiz.questions} />
    );
  };
  return (
    <>
      <Text size="lg" fw={600} className={layout.wrap}>
        {title}
      </Text>
      {renderQuiz()}
    </>
  );
}
