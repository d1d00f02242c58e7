import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useScreenLanguage } from '@/lib/screen-language';

type ListLoadFailureProps = { error: unknown; onRetry: () => void };

/**
 * A failed course list is logged, not announced (docs/product.md, Notifications); the list says quietly that it is
 * missing, so an empty list is never mistaken for "no courses".
 */
export function ListLoadFailure({ error, onRetry }: ListLoadFailureProps) {
  const { texts } = useScreenLanguage();
  useEffect(() => {
    console.error('Loading the courses failed', error);
  }, [error]);
  return (
    <Group gap="sm">
      <Text c="dimmed">{texts.dashboard.listLoadFailed}</Text>
      <Button variant="default" size="xs" onClick={onRetry}>
        {texts.dashboard.retry}
      </Button>
    </Group>
  );
}
