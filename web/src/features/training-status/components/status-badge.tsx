import { Badge } from '@mantine/core';
import { type TrainingStatus, texts } from '@ssm/shared';

const STATUS_COLORS: Record<TrainingStatus, string> = { green: 'green', yellow: 'yellow', red: 'red' };
/** A mid grey: the theme's default filled grey is nearly black. */
const NO_STATUS_COLOR = 'gray.6';

/** The status in its colour; grey with 'Necunoscut' when the company has none or no label came. */
export function StatusBadge({ status, label }: { status: TrainingStatus | null; label: string | null }) {
  return (
    <Badge
      color={status ? STATUS_COLORS[status] : NO_STATUS_COLOR}
      variant="filled"
      autoContrast
      tt="none"
      data-status={status ?? 'none'}
    >
      {label ?? texts.trainingStatus.unknownStatus}
    </Badge>
  );
}
