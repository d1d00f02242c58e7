import { Button, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';

/** /unauthorized: where the route guard sends a role the page is not for. */
export function Component() {
  return (
    <CenteredLayout title={texts.unauthorized.title}>
      <Text>{texts.unauthorized.message}</Text>
      <Button component={Link} to={paths.login.getHref()}>
        {texts.unauthorized.backToLogin}
      </Button>
    </CenteredLayout>
  );
}
