import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useDeferredValue } from 'react';
import { ErrorAlert } from '@/components/alerts';
import layout from '@/components/layout.module.css';
import { SectionLoader } from '@/components/page-loader';
import phoneTable from '@/components/phone-table.module.css';
import { focusableScrollArea } from '@/components/scroll-table';
import { getErrorDetail } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { notifyError, notifySuccess } from '@/lib/notify';
import { type QuizAttemptSummary, useCourseQuizAttempts, useLiftQuizCooldown } from '../api/quiz-attempts';

const columns = texts.quizAttempts.columns;

function AttemptRow({
  row,
  onLift,
  isLifting,
}: {
  row: QuizAttemptSummary;
  onLift: () => void;
  isLifting: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td className={layout.wrap}>{row.user_name}</Table.Td>
      <Table.Td className={phoneTable.secondary}>{row.attempt_count}</Table.Td>
      <Table.Td>{row.last_score === null ? '—' : `${row.last_score}%`}</Table.Td>
      <Table.Td className={phoneTable.secondary}>
        {row.last_attempt_at ? formatDateTime(row.last_attempt_at) : '—'}
      </Table.Td>
      <Table.Td className={phoneTable.secondary}>
        {row.passed_at ? formatDateTime(row.passed_at) : '—'}
      </Table.Td>
      <Table.Td>
        {row.cooldown_until ? (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{formatDateTime(row.cooldown_until)}</Text>
            <Button
              size="xs"
              variant="light"
              loading={isLifting}
              onClick={onLift}
              aria-label={`${texts.quizAttempts.lift}: ${row.user_name}`}
            >
              {texts.quizAttempts.lift}
            </Button>
          </Stack>
        ) : (
          '—'
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The owner's view of who tried the course's quiz (docs/api.md, quiz attempts): attempts, the
 * last score and when, a pass, and the cool-down, which the owner may lift for a person.
 */
export function QuizAttemptsTable({ courseId }: { courseId: string }) {
  const attempts = useCourseQuizAttempts(courseId);
  // An answer renders as a transition React splits into slices, not in the task it arrives in.
  const rows = useDeferredValue(attempts.data);
  const lift = useLiftQuizCooldown(courseId);

  const liftFor = (row: QuizAttemptSummary) =>
    lift.mutate(row.user_id, {
      onSuccess: () => notifySuccess(texts.quizAttempts.lifted),
      onError: (error) => notifyError(getErrorDetail(error, texts.quizAttempts.liftFailed)),
    });

  const renderBody = () => {
    if (attempts.isError) return <ErrorAlert>{texts.quizAttempts.loadFailed}</ErrorAlert>;
    if (!rows) return <SectionLoader label={texts.quizAttempts.title} />;
    if (rows.length === 0) return <Text c="dimmed">{texts.quizAttempts.empty}</Text>;
    return (
      <Table.ScrollContainer
        minWidth={640}
        className={phoneTable.fit}
        scrollAreaProps={focusableScrollArea('quiz-attempts-title')}
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{columns.person}</Table.Th>
              <Table.Th className={phoneTable.secondary}>{columns.attempts}</Table.Th>
              <Table.Th>{columns.lastScore}</Table.Th>
              <Table.Th className={phoneTable.secondary}>{columns.lastAttempt}</Table.Th>
              <Table.Th className={phoneTable.secondary}>{columns.passed}</Table.Th>
              <Table.Th>{columns.waitUntil}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <AttemptRow
                key={row.user_id}
                row={row}
                onLift={() => liftFor(row)}
                isLifting={lift.isPending && lift.variables === row.user_id}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="quiz-attempts-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="quiz-attempts-title">
          {texts.quizAttempts.title}
        </Title>
        {renderBody()}
      </Stack>
    </Paper>
  );
}
