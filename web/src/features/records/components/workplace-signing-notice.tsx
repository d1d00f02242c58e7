import { Alert, Button } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useWorkplaceSigningCount } from '@/lib/queries/workplace-signing';
import { readSession } from '@/lib/session';

/**
 * On a worker's dashboard: the records waiting for them as a workplace manager or admitting
 * admin, and the way to sign them, so none waits unseen. Nothing shows when none waits.
 */
export function WorkplaceSigningNotice() {
  const waiting = useWorkplaceSigningCount(readSession()?.role);
  if (waiting === 0) return null;
  return (
    <Alert color="blue" role="status" title={texts.documents.workplaceSigningWaiting(waiting)}>
      <Button component={Link} to={paths.workplaceSigning.getHref()} mt="xs">
        {texts.documents.workplaceSigningLink}
      </Button>
    </Alert>
  );
}
