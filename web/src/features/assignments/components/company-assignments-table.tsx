import { Anchor, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { COURSE_SUBCATEGORIES, type CourseSubcategory, texts } from '@ssm/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import layout from '@/components/layout.module.css';
import { LoadMoreButton } from '@/components/load-more-button';
import { SectionLoader } from '@/components/page-loader';
import phoneTable from '@/components/phone-table.module.css';
import { focusableScrollArea } from '@/components/scroll-table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { type CompanyAssignment, useCompanyAssignments } from '../api/assignments';
import { AssignmentStatus, assignerName, assignmentTargetName } from './assignment-cells';

const columns = texts.courseAssignments.columns;

/** Who is looking: an owner opens every course of the firm, an admin the ones assigned to them. */
type Viewer = { isOwner: boolean; userId: string | null };

function canOpenCourse(row: CompanyAssignment, viewer: Viewer): boolean {
  if (row.course_title === null) return false;
  return viewer.isOwner || row.user_id === null || row.user_id === viewer.userId;
}

function CourseCell({ row, viewer }: { row: CompanyAssignment; viewer: Viewer }) {
  const title = row.course_title ?? texts.companyAssignments.removedCourse;
  return (
    <Stack gap={0}>
      {canOpenCourse(row, viewer) ? (
        <Anchor component={Link} to={paths.course.getHref(row.course_id)} className={layout.cellLink}>
          {title}
        </Anchor>
      ) : (
        <Text size="sm">{title}</Text>
      )}
      <Text size="xs" c="dimmed">
        {texts.courseForm.subcategoryLabels[row.course_subcategory]}
      </Text>
    </Stack>
  );
}

/**
 * The courses a company and its people were assigned (docs/product.md, Company people's
 * trainings): the course, to whom, when, by whom and where the person stands; a page at a time.
 */
export function CompanyAssignmentsTable({ companyId, viewer }: { companyId: string; viewer: Viewer }) {
  const [subcategory, setSubcategory] = useState<CourseSubcategory | null>(null);
  const list = useCompanyAssignments(companyId, subcategory);
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  const renderBody = () => {
    if (list.isPending) return <SectionLoader label={texts.companyAssignments.title} />;
    if (list.isError) return <ErrorAlert>{texts.companyAssignments.loadFailed}</ErrorAlert>;
    if (rows.length === 0) return <Text c="dimmed">{texts.companyAssignments.empty}</Text>;
    return (
      <>
        <Table.ScrollContainer
          minWidth={640}
          className={phoneTable.fit}
          scrollAreaProps={focusableScrollArea('company-assignments-title')}
        >
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.companyAssignments.course}</Table.Th>
                <Table.Th>{columns.to}</Table.Th>
                <Table.Th className={phoneTable.secondary}>{columns.assignedAt}</Table.Th>
                <Table.Th className={phoneTable.secondary}>{columns.assignedBy}</Table.Th>
                <Table.Th>{columns.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.course_id}:${row.user_id ?? ''}:${row.assigned_at}`}>
                  <Table.Td className={layout.wrap}>
                    <CourseCell row={row} viewer={viewer} />
                  </Table.Td>
                  <Table.Td className={layout.wrap}>{assignmentTargetName(row)}</Table.Td>
                  <Table.Td className={phoneTable.secondary}>{formatDateTime(row.assigned_at)}</Table.Td>
                  <Table.Td className={phoneTable.secondary}>{assignerName(row)}</Table.Td>
                  <Table.Td>
                    {row.replaced ? (
                      <Text size="sm" c="dimmed">
                        {texts.companyAssignments.replaced}
                      </Text>
                    ) : (
                      <AssignmentStatus row={row} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <LoadMoreButton list={list} />
      </>
    );
  };

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="company-assignments-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="company-assignments-title">
          {texts.companyAssignments.title}
        </Title>
        <Text size="sm">{texts.companyAssignments.intro}</Text>
        <NativeSelect
          label={texts.companyAssignments.kind}
          value={subcategory ?? ''}
          data={[
            { value: '', label: texts.companyAssignments.allKinds },
            ...COURSE_SUBCATEGORIES.map((kind) => ({
              value: kind,
              label: texts.courseForm.subcategoryLabels[kind],
            })),
          ]}
          onChange={(event) =>
            setSubcategory((event.currentTarget.value || null) as CourseSubcategory | null)
          }
        />
        {renderBody()}
      </Stack>
    </Paper>
  );
}
