import { Badge, Button } from '@mantine/core';
import type { TraineeCourseStatus } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useScreenLanguage } from '@/lib/screen-language';

/** Dark filled shades, for white text at 4.5:1 (WCAG AA); yellow gets dark text from `autoContrast`. */
const STATUS_COLORS: Record<TraineeCourseStatus, string> = {
  to_do: 'blue.9',
  failed: 'red.9',
  awaiting_signature: 'yellow',
  awaiting_countersignature: 'gray.7',
  done: 'teal.9',
};

/** Where the trainee stands with a course or a record, in words and colour. */
export function TraineeStatusBadge({ status }: { status: TraineeCourseStatus }) {
  const { texts } = useScreenLanguage();
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" autoContrast tt="none" data-status={status}>
      {texts.dashboard.courseStatus[status]}
    </Badge>
  );
}

/** The way back to the consent page of a record the trainee passed but has not signed yet. */
export function SignRecordButton({ recordId, label }: { recordId: string; label?: string }) {
  const { texts } = useScreenLanguage();
  return (
    <Button component={Link} to={paths.sign.getHref(recordId)} size="sm" aria-label={label}>
      {texts.dashboard.sign}
    </Button>
  );
}
