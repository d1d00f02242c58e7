import { Anchor, Button, Loader, Text } from '@mantine/core';
import { REMINDERS_TOKEN_PARAMETER, texts } from '@ssm/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';
import { useSetReminders } from '@/features/training-status/api/reminders';
import { getErrorDetail } from '@/lib/api-client';

const pageTexts = texts.notifications.page;

/**
 * /mementouri?cheie=…: public, the link at the end of every reminder e-mail. Its button stops the
 * worker's reminders (no login); opening the page changes nothing, since mail scanners open the
 * links of the mails they check. The same page turns them back on.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(REMINDERS_TOKEN_PARAMETER)?.trim() ?? '';
  const setReminders = useSetReminders();
  const { mutate } = setReminders;
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
      {token && !answer && (
        <>
          <Text>{pageTexts.stopIntro}</Text>
          <Button onClick={() => mutate({ token, reminders: false })} loading={setReminders.isPending}>
            {pageTexts.stop}
          </Button>
        </>
      )}
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
