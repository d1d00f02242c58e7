import { Badge } from '@mantine/core';
import { type AssignmentPersonStatus, texts } from '@ssm/shared';
import layout from '@/components/layout.module.css';

/* What a course's and a company's assignments tables both say of a row. */

type AssignmentRow = {
  user_id: string | null;
  user_name: string | null;
  assigned_by: string | null;
  status: AssignmentPersonStatus | null;
};

/** The trainee status badge's shades (web/src/components/trainee-status.tsx): white or dark text at 4.5:1. */
const statusColors: Record<AssignmentPersonStatus, string> = {
  unfinished: 'blue.9',
  awaiting_signature: 'yellow',
  signed: 'teal.9',
};

/** The whole company, the person, or a person deleted since. */
export function assignmentTargetName(row: AssignmentRow): string {
  if (row.user_id === null) return texts.courseAssignments.wholeCompany;
  return row.user_name ?? texts.courseAssignments.removedPerson;
}

/** The assigner, or the daily re-enrolment, which no one signs for. */
export function assignerName(row: AssignmentRow): string {
  return row.assigned_by ?? texts.courseAssignments.automatic;
}

/** Where the person stands; a whole company's row has no one person's status. */
export function AssignmentStatus({ row }: { row: AssignmentRow }) {
  if (!row.status) return texts.common.dash;
  return (
    <Badge color={statusColors[row.status]} variant="filled" autoContrast tt="none" className={layout.wrap}>
      {texts.courseAssignments.statuses[row.status]}
    </Badge>
  );
}
