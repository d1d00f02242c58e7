import type { TableScrollContainerProps } from '@mantine/core';

/**
 * The scroll area of a table wider than a phone, focusable so that keyboard users can scroll it
 * when no cell holds a control (axe's scrollable-region-focusable), and named by its section's
 * title.
 */
export function focusableScrollArea(titleId: string): TableScrollContainerProps['scrollAreaProps'] {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } };
}
