import { Button } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';

/** Any address the app does not know. */
export function Component() {
  return (
    <CenteredLayout title={texts.notFound.title}>
      <Button component={Link} to={paths.login.getHref()} variant="light">
        {texts.notFound.backToLogin}
      </Button>
    </CenteredLayout>
  );
}
