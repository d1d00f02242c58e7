import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useId } from 'react';
import phoneTable from '@/components/phone-table.module.css';
import { getErrorDetail } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAdminBacklog, useRemindAdmins } from '../api/documents';

/**
 * The client companies whose admins hold records back (the employer representative signs before
 * the owner), with a reminder e-mail to their admins: one company's, or all of the filter's, at
 * most once a day per company (docs/product.md, counter-signing).
 */
export function AdminBacklog({ companyId }: { companyId: string | null }) {
  const titleId = useId();
  const backlog = useAdminBacklog();
  const remind = useRemindAdmins();
  const lines = (backlog.data ?? []).filter((line) => companyId === null || line.company.id === companyId);
  const waitingToday = lines.filter((line) => !line.reminded_today);

  const send = (target: string | null) =>
    remind.mutate(target, {
      onSuccess: (outcome) => notifySuccess(outcome.detail),
      onError: (error) => notifyError(getErrorDetail(error)),
    });

  if (!backlog.isSuccess) return null;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {texts.documents.adminBacklogTitle}
        </Title>
        <Text size="sm">{texts.documents.adminBacklogIntro}</Text>
        {lines.length === 0 ? (
          <Text>{texts.documents.adminBacklogEmpty}</Text>
        ) : (
          <>
            <Table className={phoneTable.fit}>
              <Table.Tbody>
                {lines.map((line) => (
                  <Table.Tr key={line.company.id}>
                    <Table.Td>{line.company.name}</Table.Td>
                    <Table.Td>{texts.documents.adminBacklogLine(line.waiting)}</Table.Td>
                    <Table.Td>
                      {line.reminded_today ? (
                        <Text size="sm" c="dimmed">
                          {texts.documents.remindedToday}
                        </Text>
                      ) : (
                        <Button
                          variant="light"
                          size="compact-sm"
                          loading={remind.isPending && remind.variables === line.company.id}
                          disabled={remind.isPending}
                          aria-label={`${texts.documents.remindAdmins}: ${line.company.name}`}
                          onClick={() => send(line.company.id)}
                        >
                          {texts.documents.remindAdmins}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {companyId === null && waitingToday.length > 1 && (
              <Group>
                <Button onClick={() => send(null)} loading={remind.isPending && remind.variables === null}>
                  {texts.documents.remindAllAdmins(waitingToday.length)}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
