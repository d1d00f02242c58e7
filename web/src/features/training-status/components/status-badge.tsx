import { Badge } from '@mantine/core';
import { type TrainingStatus, texts } from '@ssm/shared';
import classes from './training-status.module.css';

/**
 * Shades dark enough for white text at 4.5:1 (WCAG AA); Mantine's green and red are not. Yellow
 * keeps its shade and gets dark text from `autoContrast`.
 */
const STATUS_COLORS: Record<TrainingStatus, string> = { green: 'teal.9', yellow: 'yellow', red: 'red.9' };
/** A mid grey: the theme's default filled grey is nearly black, gray 6 too light for white text. */
const NO_STATUS_COLOR = 'gray.7';

/** The status in its colour; grey with 'Necunoscut' when the company has none or no label came. */
export function StatusBadge({ status, label }: { status: TrainingStatus | null; label: string | null }) {
  return (
    <Badge
      color={status ? STATUS_COLORS[status] : NO_STATUS_COLOR}
      variant="filled"
      autoContrast
      tt="none"
      // Never cut to "Termen …": the badge keeps its whole label, whatever width its column gets.
      classNames={{ root: classes.badge, label: classes.badgeLabel }}
      data-status={status ?? 'none'}
    >
      {label ?? texts.trainingStatus.unknownStatus}
    </Badge>
  );
}
