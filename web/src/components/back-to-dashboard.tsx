import { Button } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getDashboardHref, readSession } from '@/lib/session';

/** Back to the signed-in user's own dashboard. */
export function BackToDashboard() {
  const session = readSession();
  return (
    <Button
      component={Link}
      to={session ? getDashboardHref(session) : paths.login.getHref()}
      variant="default"
      size="sm"
    >
      {texts.common.backToDashboard}
    </Button>
  );
}
