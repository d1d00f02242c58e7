import { Button, Group, NativeSelect, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { ConfirmModal } from '@/components/confirm-modal';
import { useCourses } from '@/lib/queries/courses';
import {
  type BulkRun,
  type FirmWorkersFilter,
  useAssignCourseToFilter,
  useRemindFilter,
} from '../api/firm-workers';

const labels = texts.firmWorkers;

/** How far a run got, as a bar and in words, while it runs and once it stopped. */
function RunProgress<Outcome>({ run }: { run: BulkRun<Outcome> }) {
  if (run.phase === 'idle' || run.total === 0) return null;
  return (
    <Stack gap={4}>
      <Progress value={(run.done / run.total) * 100} aria-label={labels.bulkProgress(run.done, run.total)} />
      <Text size="sm">{labels.bulkProgress(run.done, run.total)}</Text>
    </Stack>
  );
}

/**
 * The bulk actions on every worker of the filter, all pages (docs/training-status.md, "Bulk
 * actions"): a course assigned and a reminder sent, each confirmed with the filter's count first,
 * then run batch after batch with its progress.
 */
export function FirmWorkersBulkActions({ filter, total }: { filter: FirmWorkersFilter; total: number }) {
  const courses = useCourses();
  const [courseId, setCourseId] = useState('');
  const [asking, setAsking] = useState<'assign' | 'remind' | null>(null);
  const assign = useAssignCourseToFilter(filter, courseId);
  const remind = useRemindFilter(filter);
  const course = courses.data?.find((candidate) => candidate.id === courseId);
  const isRunning = assign.run.phase === 'running' || remind.run.phase === 'running';

  const confirm = () => {
    setAsking(null);
    if (asking === 'assign') {
      remind.reset();
      void assign.start();
    } else {
      assign.reset();
      void remind.start();
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="firm-workers-bulk">
      <Stack gap="sm">
        <Title order={2} size="h4" id="firm-workers-bulk">
          {labels.bulkTitle}
        </Title>
        <Text size="sm">{labels.bulkIntro(total)}</Text>
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label={labels.bulkCourse}
            value={courseId}
            data={[
              { value: '', label: labels.bulkCourseNone },
              ...(courses.data ?? []).map((option) => ({ value: option.id, label: option.title })),
            ]}
            onChange={(event) => setCourseId(event.currentTarget.value)}
          />
          <Button onClick={() => setAsking('assign')} disabled={!course || total === 0 || isRunning}>
            {labels.bulkAssign}
          </Button>
          <Button variant="default" onClick={() => setAsking('remind')} disabled={total === 0 || isRunning}>
            {labels.bulkRemind}
          </Button>
        </Group>
        <RunProgress run={assign.run} />
        <RunProgress run={remind.run} />
        {(assign.run.phase === 'stopped' || remind.run.phase === 'stopped') && (
          <ErrorAlert>{labels.bulkFailure}</ErrorAlert>
        )}
        {assign.run.phase === 'done' && assign.run.outcome && (
          <SuccessAlert>
            {labels.bulkAssigned(
              assign.run.outcome.assigned,
              assign.run.outcome.skipped,
              assign.run.outcome.failed,
            )}
          </SuccessAlert>
        )}
        {remind.run.phase === 'done' && remind.run.outcome && (
          <SuccessAlert>{labels.bulkReminded(remind.run.outcome)}</SuccessAlert>
        )}
      </Stack>
      <ConfirmModal
        opened={asking !== null}
        title={asking === 'assign' ? labels.bulkAssign : labels.bulkRemind}
        isPending={false}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
        confirmLabel={labels.bulkConfirm}
      >
        {asking === 'assign'
          ? labels.bulkAssignConfirm(total, course?.title ?? '')
          : labels.bulkRemindConfirm(total)}
      </ConfirmModal>
    </Paper>
  );
}
