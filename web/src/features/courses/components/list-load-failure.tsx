import { Button, Group, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useEffect } from 'react';

type ListLoadFailureProps = { error: unknown; onRetry: () => void };

/**
 * A failed course list is logged, not announced (docs/product.md, Notifications); the list says quietly that it is
 * missing, so an empty list is never mistaken for "no courses".
 */
export function ListLoadFailure({ error, onRetry }: ListLoadFailureProps) {
  useEffect(() => {
    console.error('Loading the courses failed', error);
  }, [error]);
  return (
    <Group gap="sm">
      <Text c="dimmed">{texts.courses.listLoadFailed}</Text>
      <Button variant="default" size="xs" onClick={onRetry}>
        {texts.courses.retry}
      </Button>
    </Group>
  );
}
