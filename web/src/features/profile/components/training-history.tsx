import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { getErrorDetail } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { type ProgressItem, useUserProgress } from '../api/user-progress';
import classes from './profile.module.css';
import { SignedRecordLink } from './signed-record-link';

function HistoryItem({ item }: { item: ProgressItem }) {
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
        {item.completed && <SignedRecordLink progressId={item.id} />}
      </Stack>
    </Paper>
  );
}

function HistoryList() {
  const progress = useUserProgress();
  if (progress.isPending) return <SectionLoader />;
  if (progress.isError) {
    return <ErrorAlert>{getErrorDetail(progress.error)}</ErrorAlert>;
  }
  if (progress.data.length === 0) return <Text c="dimmed">{texts.profile.historyEmpty}</Text>;
  return (
    <ul className={classes.history}>
      {progress.data.map((item) => (
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
