import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useWorkplaceSigningCount } from '@/lib/queries/workplace-signing';
import { useScreenLanguage } from '@/lib/screen-language';
import { readSession } from '@/lib/session';

/**
 * On a worker's dashboard: the records waiting for them as a workplace manager or admitting
 * admin, and the way to sign them, so none waits unseen. Nothing shows when none waits.
 */
export function WorkplaceSigningNotice() {
  const waiting = useWorkplaceSigningCount(readSession()?.role);
  const screen = useScreenLanguage();
  if (waiting === 0) return null;
  return (
    <Alert
      color="blue"
      role="status"
      title={screen.texts.dashboard.workplaceSigningWaiting(waiting)}
      lang={screen.tag}
    >
      <Button component={Link} to={paths.workplaceSigning.getHref()} mt="xs">
        {screen.texts.dashboard.workplaceSigningLink}
      </Button>
    </Alert>
  );
}
