import { Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { CenteredLayout } from '@/components/centered-layout';
import { WayBack } from '@/components/way-back';

/** /unauthorized: where the route guard sends a role the page is not for. */
export function Component() {
  return (
    <CenteredLayout title={texts.unauthorized.title}>
      <Text>{texts.unauthorized.message}</Text>
      <WayBack toLoginLabel={texts.unauthorized.backToLogin} />
    </CenteredLayout>
  );
}
