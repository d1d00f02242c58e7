import { Badge } from '@mantine/core';
import { texts } from '@ssm/shared';

/** Marks a course its owners cannot assign yet: it has no quiz (docs/product.md, Assign course). */
export function NoQuizBadge() {
  return (
    // Yellow gets dark text from `autoContrast`, at 4.5:1 (WCAG AA) as the status badges.
    <Badge color="yellow" variant="filled" autoContrast tt="none">
      {texts.courseEdit.noQuizBadge}
    </Badge>
  );
}
