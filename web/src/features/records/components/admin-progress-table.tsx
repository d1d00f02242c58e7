import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { ErrorAlert } from '@/components/alerts';
import { LoadMoreButton } from '@/components/load-more-button';
import { SectionLoader } from '@/components/page-loader';
import phoneTable from '@/components/phone-table.module.css';
import { focusableScrollArea } from '@/components/scroll-table';
import { getErrorDetail } from '@/lib/api-client';
import { useAdminProgress } from '../api/documents';

/** The trainings completed in the admin's company and where each record stands. */
export function AdminProgressTable() {
  const progress = useAdminProgress();
  const rows = progress.data?.pages.flatMap((page) => page.items);
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="admin-progress-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="admin-progress-title">
          {texts.documents.progressTitle}
        </Title>
        {progress.isPending && <SectionLoader />}
        {progress.isError && <ErrorAlert>{getErrorDetail(progress.error)}</ErrorAlert>}
        {rows?.length === 0 && <Text>{texts.documents.progressEmpty}</Text>}
        {rows && rows.length > 0 && (
          <Table.ScrollContainer
            minWidth={576}
            className={phoneTable.fit}
            scrollAreaProps={focusableScrollArea('admin-progress-title')}
          >
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.documents.columns.employee}</Table.Th>
                  <Table.Th className={phoneTable.secondary}>{texts.documents.columns.course}</Table.Th>
                  <Table.Th>{texts.documents.columns.score}</Table.Th>
                  <Table.Th>{texts.documents.columns.status}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      {item.employee_name}
                      <span className={phoneTable.phoneOnly}>{item.course_title}</span>
                    </Table.Td>
                    <Table.Td className={phoneTable.secondary}>{item.course_title}</Table.Td>
                    <Table.Td>{item.quiz_score}%</Table.Td>
                    <Table.Td>{item.status}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <LoadMoreButton list={progress} />
      </Stack>
    </Paper>
  );
}
