import { Anchor, Button, Loader, Text } from '@mantine/core';
import { REMINDERS_TOKEN_PARAMETER, texts } from '@ssm/shared';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';
import { useSetReminders } from '@/features/training-status/api/reminders';
import { getErrorDetail } from '@/lib/api-client';

const pageTexts = texts.notifications.page;

/**
 * /mementouri?cheie=…: public, the link at the end of every reminder e-mail. Opening it stops the
 * worker's reminders at once (one click, no login); the same page turns them back on.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(REMINDERS_TOKEN_PARAMETER)?.trim() ?? '';
  const setReminders = useSetReminders();
  const { mutate } = setReminders;
  const hasStopped = useRef(false);

  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (hasStopped.current || !token) return;
    hasStopped.current = true;
    mutate({ token, reminders: false });
  }, [mutate, token]);

  const answer = setReminders.data;
  return (
    <CenteredLayout title={pageTexts.title}>
      {!token && <ErrorAlert>{texts.notifications.invalidLink}</ErrorAlert>}
      {setReminders.isPending && (
        <Text role="status">
          <Loader size="xs" mr="xs" />
          {pageTexts.working}
        </Text>
      )}
      {setReminders.isError && <ErrorAlert>{getErrorDetail(setReminders.error)}</ErrorAlert>}
      {answer && <SuccessAlert>{answer.detail}</SuccessAlert>}
      {answer && (
        <Button
          variant="light"
          onClick={() => mutate({ token, reminders: !answer.reminders })}
          loading={setReminders.isPending}
        >
          {answer.reminders ? pageTexts.stopAgain : pageTexts.restart}
        </Button>
      )}
      <Anchor component={Link} to={paths.login.getHref()}>
        {pageTexts.toLogin}
      </Anchor>
    </CenteredLayout>
  );
}
