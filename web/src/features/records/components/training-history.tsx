import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PROFILE_HISTORY_LIMIT, texts, traineeCourseState } from '@ssm/shared';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { SignRecordButton, TraineeStatusBadge } from '@/components/trainee-status';
import { getErrorDetail } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { type MyAttempt, useMyAttempts } from '@/lib/queries/my-trainee-records';
import classes from './records.module.css';
import { SignedRecordLink } from './signed-record-link';

/**
 * A passed attempt's record: signed, it downloads; waiting for the trainee, it leads to the consent
 * page; waiting for the counter-signers, it says so (the server would refuse the download).
 */
function RecordState({ item }: { item: MyAttempt }) {
  const { status, recordToSign } = traineeCourseState(item.course, [item]);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">{texts.profile.historyRecordStatus}:</Text>
      <TraineeStatusBadge status={status} />
      {recordToSign && (
        <SignRecordButton recordId={recordToSign} label={`${texts.courses.sign}: ${item.course_title}`} />
      )}
      {status === 'done' && <SignedRecordLink progressId={item.id} />}
    </Group>
  );
}

function HistoryItem({ item }: { item: MyAttempt }) {
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={4}>
        <Text fw={600}>{item.course_title}</Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            {texts.profile.historyScore}: {Math.round(item.quiz_score)}%
          </Text>
          <Group gap={4}>
            <Text size="sm">{texts.profile.historyCompleted}:</Text>
            {/* Filled dark shades: the light variant's coloured text is below 4.5:1 contrast. */}
            <Badge color={item.completed ? 'teal.9' : 'gray.7'}>
              {item.completed ? texts.common.yes : texts.common.no}
            </Badge>
          </Group>
          <Text size="sm">
            {texts.profile.historyDate}:{' '}
            {item.completed_at ? formatDate(item.completed_at) : texts.common.dash}
          </Text>
        </Group>
        {item.completed && <RecordState item={item} />}
      </Stack>
    </Paper>
  );
}

function HistoryList() {
  const progress = useMyAttempts();
  if (progress.isPending) return <SectionLoader />;
  if (progress.isError) {
    return <ErrorAlert>{getErrorDetail(progress.error)}</ErrorAlert>;
  }
  if (progress.data.length === 0) return <Text c="dimmed">{texts.profile.historyEmpty}</Text>;
  return (
    <ul className={classes.history}>
      {progress.data.slice(0, PROFILE_HISTORY_LIMIT).map((item) => (
        <HistoryItem key={item.id} item={item} />
      ))}
    </ul>
  );
}

export function TrainingHistory() {
  return (
    <Stack component="section" gap="sm" aria-labelledby="training-history-title">
      <Title order={2} size="h3" id="training-history-title">
        {texts.profile.historyTitle}
      </Title>
      <HistoryList />
    </Stack>
  );
}
