import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PROFILE_HISTORY_LIMIT, traineeCourseState } from '@ssm/shared';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { SignRecordButton, TraineeStatusBadge } from '@/components/trainee-status';
import { getErrorDetail } from '@/lib/api-client';
import { type MyAttempt, useMyAttempts } from '@/lib/queries/my-trainee-records';
import { useScreenLanguage } from '@/lib/screen-language';
import classes from './records.module.css';
import { SignedRecordLink } from './signed-record-link';

/**
 * A passed attempt's record: signed, it downloads; waiting for the trainee, it leads to the consent
 * page; waiting for the counter-signers, it says so (the server would refuse the download).
 */
function RecordState({ item }: { item: MyAttempt }) {
  const { status, recordToSign } = traineeCourseState(item.course, [item]);
  const { texts } = useScreenLanguage();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">{texts.profile.historyRecordStatus}:</Text>
      <TraineeStatusBadge status={status} />
      {recordToSign && (
        <SignRecordButton recordId={recordToSign} label={`${texts.dashboard.sign}: ${item.course_title}`} />
      )}
      {status === 'done' && <SignedRecordLink progressId={item.id} />}
    </Group>
  );
}

function HistoryItem({ item }: { item: MyAttempt }) {
  const screen = useScreenLanguage();
  const { profile, frame } = screen.texts;
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={4}>
        <Text fw={600}>{item.course_title}</Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            {profile.historyScore}: {Math.round(item.quiz_score)}%
          </Text>
          <Group gap={4}>
            <Text size="sm">{profile.historyCompleted}:</Text>
            {/* Filled dark shades: the light variant's coloured text is below 4.5:1 contrast. */}
            <Badge color={item.completed ? 'teal.9' : 'gray.7'}>
              {item.completed ? frame.yes : frame.no}
            </Badge>
          </Group>
          <Text size="sm">
            {profile.historyDate}: {item.completed_at ? screen.formatDate(item.completed_at) : frame.dash}
          </Text>
        </Group>
        {item.completed && <RecordState item={item} />}
      </Stack>
    </Paper>
  );
}

function HistoryList() {
  const progress = useMyAttempts();
  const { texts } = useScreenLanguage();
  if (progress.isPending) return <SectionLoader label={texts.frame.loading} />;
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
  const screen = useScreenLanguage();
  return (
    <Stack component="section" gap="sm" aria-labelledby="training-history-title" lang={screen.tag}>
      <Title order={2} size="h3" id="training-history-title">
        {screen.texts.profile.historyTitle}
      </Title>
      <HistoryList />
    </Stack>
  );
}
