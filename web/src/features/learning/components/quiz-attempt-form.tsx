import { Alert, Button, Paper, Radio, Space, Stack, Text } from '@mantine/core';
import { LANGUAGE_TAGS, QUIZ_FAIL_REDIRECT_MS, RECORD_LANGUAGE, type ScreenTexts } from '@ssm/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmModal } from '@/components/confirm-modal';
import layout from '@/components/layout.module.css';
import { ReadAloud } from '@/components/read-aloud';
import { paths } from '@/config/paths';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useScreenLanguage } from '@/lib/screen-language';
import { type HandedOutAttempt, type QuizAnswers, useSubmitQuizAttempt } from '../api/quiz-attempt';
import classes from './learning.module.css';

type QuizAttemptFormProps = { courseId: string; attempt: HandedOutAttempt; onRestart: () => void };

/** The server's reason for a refused submission; a server failure says only that saving failed. */
function describeSubmitError(error: unknown, texts: ScreenTexts): string {
  const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return isRefusal ? getErrorDetail(error, texts.quiz.saveFailed) : texts.quiz.saveFailed;
}

/** The attempt itself is over (expired, already submitted, unknown): only a new one can be sent. */
function isAttemptGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 409);
}

/**
 * The trainee's quiz (docs/product.md, Quiz): the questions of the attempt the server handed out,
 * one answer each, none chosen at first; the server grades. Unanswered questions are asked about
 * before anything is sent. A pass goes to the signature; a fail shows its score in the page (a
 * notification would cover it on a phone) and goes back to the top of the course after 4 seconds.
 * An attempt that is over says why in the page, with the way to a new one.
 */
export function QuizAttemptForm({ courseId, attempt, onRestart }: QuizAttemptFormProps) {
  const navigate = useNavigate();
  const { texts, tag, personLanguage, formatDateTime } = useScreenLanguage();
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [failedScore, setFailedScore] = useState<number | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [goneDetail, setGoneDetail] = useState<string | null>(null);
  const submitAttempt = useSubmitQuizAttempt({
    courseId,
    attemptId: attempt.attempt,
    questionIds: attempt.questions.map((question) => question.id),
  });
  const unansweredCount = attempt.questions.filter((question) => !answers[question.id]).length;

  useEffect(() => {
    if (failedScore === null) return;
    const timer = window.setTimeout(() => {
      navigate(paths.course.getHref(courseId));
      window.scrollTo({ top: 0 });
    }, QUIZ_FAIL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [failedScore, courseId, navigate]);

  const sendAnswers = () => {
    setIsConfirming(false);
    submitAttempt.mutate(answers, {
      onSuccess: (result) => {
        if (result.completed) {
          notifySuccess(texts.quiz.passed);
          navigate(paths.sign.getHref(result.id));
          return;
        }
        setFailedScore(result.quiz_score);
      },
      onError: (error) => {
        console.error('Saving the quiz attempt failed', error);
        if (isAttemptGone(error)) setGoneDetail(describeSubmitError(error, texts));
        else notifyError(describeSubmitError(error, texts));
      },
    });
  };

  const submitAnswers = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (unansweredCount > 0) setIsConfirming(true);
    else sendAnswers();
  };

  return (
    <form onSubmit={submitAnswers} noValidate lang={tag}>
      <Stack gap="md">
        {attempt.language === RECORD_LANGUAGE && personLanguage !== RECORD_LANGUAGE && (
          <Text size="sm">{texts.quiz.inRomanian}</Text>
        )}
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {texts.quiz.answerBy(formatDateTime(attempt.expires_at))}
          </Text>
          <Text size="sm" c="dimmed">
            {texts.quiz.attemptsLeft(attempt.attempts_left)}
          </Text>
        </Stack>
        <ol className={classes.questions}>
          {attempt.questions.map((question, index) => (
            <Paper component="li" key={question.id} withBorder p="md">
              <Radio.Group
                lang={LANGUAGE_TAGS[attempt.language]}
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
              <Space h="xs" />
              <ReadAloud
                parts={[question.text, ...question.answers.map((answer) => answer.text)]}
                language={attempt.language}
              />
            </Paper>
          ))}
        </ol>
        {failedScore !== null && (
          <Alert color="red" role="status">
            <Stack gap={4}>
              <Text>{texts.quiz.failed}</Text>
              <Text fw={600}>{texts.quiz.score(failedScore)}</Text>
            </Stack>
          </Alert>
        )}
        {goneDetail !== null && (
          <Alert color="red" role="status">
            <Stack gap="xs" align="flex-start">
              <Text>{goneDetail}</Text>
              <Button variant="default" onClick={onRestart}>
                {texts.quiz.newAttempt}
              </Button>
            </Stack>
          </Alert>
        )}
        <Button
          type="submit"
          loading={submitAttempt.isPending}
          disabled={submitAttempt.isSuccess || goneDetail !== null}
          className={layout.submit}
        >
          {texts.quiz.submit}
        </Button>
      </Stack>
      <ConfirmModal
        opened={isConfirming}
        title={texts.quiz.unanswered(unansweredCount)}
        isPending={false}
        onConfirm={sendAnswers}
        onClose={() => setIsConfirming(false)}
        confirmLabel={texts.quiz.unansweredSubmit}
      >
        {texts.quiz.unansweredConfirm}
      </ConfirmModal>
    </form>
  );
}
