import { Center, Loader, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';

export function PageLoader() {
  return (
    <Center mih="50dvh" role="status">
      <Stack align="center" gap="xs">
        <Loader />
        <Text>{texts.common.loading}</Text>
      </Stack>
    </Center>
  );
}
