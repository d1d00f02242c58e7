import { Group, Text } from '@mantine/core';
import { texts } from '@ssm/shared';

/** The shield mark beside the app name; decorative, the name carries the meaning. */
export function Logo() {
  return (
    <Group gap="xs" wrap="nowrap">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path
          fill="var(--mantine-primary-color-filled)"
          d="M32 4 8 13v17c0 15 10 26 24 30 14-4 24-15 24-30V13z"
        />
        <path fill="#fff" d="m27 42-10-10 4-4 6 6 16-16 4 4z" />
      </svg>
      <Text fw={700} size="lg" component="span">
        {texts.common.appName}
      </Text>
    </Group>
  );
}
