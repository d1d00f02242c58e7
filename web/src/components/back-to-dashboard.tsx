import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFrameLanguage } from '@/lib/screen-language';
import { getDashboardHref, readSession } from '@/lib/session';

/** Back to the signed-in user's own dashboard. */
export function BackToDashboard() {
  const session = readSession();
  const { texts } = useFrameLanguage();
  return (
    <Button
      component={Link}
      to={session ? getDashboardHref(session) : paths.login.getHref()}
      variant="default"
      size="sm"
    >
      {texts.frame.backToDashboard}
    </Button>
  );
}
