import { Button, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';

export function UnauthorizedPage() {
  return (
    <CenteredLayout title={texts.unauthorized.title}>
      <Text>{texts.unauthorized.message}</Text>
      <Button component={Link} to={paths.login.getHref()}>
        {texts.unauthorized.backToLogin}
      </Button>
    </CenteredLayout>
  );
}
