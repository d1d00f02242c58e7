import { Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { IconFileOff } from '@tabler/icons-react';
import classes from './viewer-frame.module.css';

/** The viewer's empty state (docs/product.md, PDF viewer): no file, or a file that could not be loaded. */
export function ViewerEmptyState() {
  return (
    <div className={classes.placeholder}>
      <Stack align="center" gap={4}>
        <IconFileOff size={40} stroke={1.5} aria-hidden="true" />
        <Text fw={600}>{texts.courseDetail.viewerEmptyTitle}</Text>
        <Text size="sm" c="dimmed">
          {texts.courseDetail.viewerEmptyText}
        </Text>
      </Stack>
    </div>
  );
}
