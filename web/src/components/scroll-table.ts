import type { TableScrollContainerProps } from '@mantine/core';

/**
 * The scroll area of a table wider than a phone, focusable so that keyboard users can scroll it
 * when no cell holds a control (axe's scrollable-region-focusable), and named by its section's
 * title. A named group, not a region: the section around it is already the region of that name,
 * and two landmarks of one name leave a screen reader's list of them ambiguous.
 */
export function focusableScrollArea(titleId: string): TableScrollContainerProps['scrollAreaProps'] {
  return { viewportProps: { tabIndex: 0, role: 'group', 'aria-labelledby': titleId } };
}
