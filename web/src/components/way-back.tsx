import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { readSession } from '@/lib/session';
import { BackToDashboard } from './back-to-dashboard';

/** From a page that leads nowhere: a signed-in user's dashboard, else the login page. */
export function WayBack({ toLoginLabel }: { toLoginLabel: string }) {
  if (readSession()) return <BackToDashboard />;
  return (
    <Button component={Link} to={paths.login.getHref()}>
      {toLoginLabel}
    </Button>
  );
}
