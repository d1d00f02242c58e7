import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';

/** Fills the screen while a whole page loads. */
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

/** Stands in for one section of a page while its data loads; `label` says what is loading. */
export function SectionLoader({ label = texts.common.loading }: { label?: string }) {
  return (
    <Group gap="xs" role="status" py="sm">
      <Loader size="sm" />
      <Text>{label}</Text>
    </Group>
  );
}
