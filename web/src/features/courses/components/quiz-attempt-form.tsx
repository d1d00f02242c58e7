import { Button, Paper, Radio, Stack, Text } from '@mantine/core';
import { QUIZ_FAIL_REDIRECT_MS, texts } from '@ssm/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import layout from '@/components/layout.module.css';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { QuizQuestion } from '../api/courses';
import { type QuizAnswers, useSubmitQuizAttempt } from '../api/quiz-attempt';
import classes from './courses.module.css';

type QuizAttemptFormProps = { courseId: string; questions: QuizQuestion[] };

/**
 * The trainee's quiz (docs/product.md, Quiz): one answer per question, none chosen at first; the server
 * grades. A pass goes to the signature, a fail back to the course after 4 seconds.
 */
export function QuizAttemptForm({ courseId, questions }: QuizAttemptFormProps) {
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [failedScore, setFailedScore] = useState<number | null>(null);
  const submitAttempt = useSubmitQuizAttempt({
    courseId,
    questionIds: questions.map((question) => question.id),
  });

  useEffect(() => {
    if (failedScore === null) return;
    const timer = window.setTimeout(() => navigate(paths.course.getHref(courseId)), QUIZ_FAIL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [failedScore, courseId, navigate]);

  const submitAnswers = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitAttempt.mutate(answers, {
      onSuccess: (result) => {
        if (result.completed) {
          notifySuccess(texts.quizTaking.passed);
          navigate(paths.sign.getHref(result.id));
          return;
        }
        notifyError(texts.quizTaking.failed);
        setFailedScore(result.quiz_score);
      },
      onError: (error) => {
        console.error('Saving the quiz attempt failed', error);
        notifyError(texts.quizTaking.saveFailed);
      },
    });
  };

  return (
    <form onSubmit={submitAnswers} noValidate>
      <Stack gap="md">
        <ol className={classes.questions}>
          {questions.map((question, index) => (
            <Paper component="li" key={question.id} withBorder p="md">
              <Radio.Group
                label={`${index + 1}. ${question.text}`}
                value={answers[question.id] ?? null}
                onChange={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
                classNames={{ label: classes.questionLabel }}
              >
                <Stack gap="xs" mt="xs">
                  {question.answers.map((answer) => (
                    <Radio
                      key={answer.id}
                      value={answer.id}
                      label={answer.text}
                      disabled={failedScore !== null}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            </Paper>
          ))}
        </ol>
        {failedScore !== null && (
          <Text fw={600} role="status">
            {texts.quizTaking.score(failedScore)}
          </Text>
        )}
        <Button
          type="submit"
          loading={submitAttempt.isPending}
          disabled={submitAttempt.isSuccess}
          className={layout.submit}
        >
          {texts.quizTaking.submit}
        </Button>
      </Stack>
    </form>
  );
}
