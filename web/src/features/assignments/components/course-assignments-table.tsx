import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import layout from '@/components/layout.module.css';
import { LoadMoreButton } from '@/components/load-more-button';
import { SectionLoader } from '@/components/page-loader';
import phoneTable from '@/components/phone-table.module.css';
import { focusableScrollArea } from '@/components/scroll-table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { type CourseAssignment, useCourseAssignments } from '../api/assignments';
import { AssignmentStatus, assignerName, assignmentTargetName } from './assignment-cells';

const columns = texts.courseAssignments.columns;

function AssignmentRow({ row }: { row: CourseAssignment }) {
  return (
    <Table.Tr>
      <Table.Td className={layout.wrap}>{assignmentTargetName(row)}</Table.Td>
      <Table.Td className={`${layout.wrap} ${phoneTable.secondary}`}>{row.company_name}</Table.Td>
      <Table.Td className={phoneTable.secondary}>{formatDateTime(row.assigned_at)}</Table.Td>
      <Table.Td className={phoneTable.secondary}>{assignerName(row)}</Table.Td>
      <Table.Td>
        <AssignmentStatus row={row} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The owner's view of whom the course reached (docs/product.md, Assign course): a person or a
 * whole company, when and by whom, and where each person stands; a page at a time.
 */
export function CourseAssignmentsTable({ courseId }: { courseId: string }) {
  const list = useCourseAssignments(courseId);
  // An answer renders as a transition React splits into slices, not in the task it arrives in.
  const pages = useDeferredValue(list.data);
  const rows = pages?.pages.flatMap((page) => page.items) ?? [];

  const renderBody = () => {
    if (list.isError) return <ErrorAlert>{texts.courseAssignments.loadFailed}</ErrorAlert>;
    if (!pages) return <SectionLoader label={texts.courseAssignments.title} />;
    if (rows.length === 0) return <Text c="dimmed">{texts.courseAssignments.empty}</Text>;
    return (
      <>
        <Table.ScrollContainer
          minWidth={640}
          className={phoneTable.fit}
          scrollAreaProps={focusableScrollArea('course-assignments-title')}
        >
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{columns.to}</Table.Th>
                <Table.Th className={phoneTable.secondary}>{columns.company}</Table.Th>
                <Table.Th className={phoneTable.secondary}>{columns.assignedAt}</Table.Th>
                <Table.Th className={phoneTable.secondary}>{columns.assignedBy}</Table.Th>
                <Table.Th>{columns.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <AssignmentRow key={`${row.company_id}:${row.user_id ?? ''}`} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <LoadMoreButton list={list} />
      </>
    );
  };

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="course-assignments-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="course-assignments-title">
          {texts.courseAssignments.title}
        </Title>
        {renderBody()}
        <Anchor component={Link} to={paths.assignCourse.getHref(courseId)}>
          {texts.courseAssignments.assign}
        </Anchor>
      </Stack>
    </Paper>
  );
}
