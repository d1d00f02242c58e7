import { Anchor, Button, Group, NativeSelect, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { FIRM_WORKERS_PRINT_LIMIT, texts } from '@ssm/shared';
import { lazy, useState } from 'react';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { MountWhenOpened } from '@/components/lazy-modal';
import { ApiError } from '@/lib/api-client';
import { downloadFrom } from '@/lib/download';
import { useCourses } from '@/lib/queries/courses';
import {
  type BulkRun,
  type FirmWorkersFilter,
  useAssignCourseToFilter,
  usePrintFilterSheets,
  useRemindFilter,
} from '../api/firm-workers';

const ConfirmModal = lazy(async () => ({
  default: (await import('@/components/confirm-modal')).ConfirmModal,
}));

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
 * "Tipărește fișele": one ZIP of the filter's fișe built by a job, its progress while it runs,
 * then its download started and its link kept (for a browser that held the download back). A
 * filter over the limit gets the server's message saying how to narrow it.
 */
function PrintSheets({
  filter,
  total,
  disabled,
}: {
  filter: FirmWorkersFilter;
  total: number;
  disabled: boolean;
}) {
  const [progress, setProgress] = useState(0);
  const print = usePrintFilterSheets(setProgress);
  const start = () => {
    setProgress(0);
    print.mutate(filter, { onSuccess: (ready) => downloadFrom(ready.url) });
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{labels.printSheetsIntro(FIRM_WORKERS_PRINT_LIMIT)}</Text>
      <Group>
        <Button
          variant="default"
          onClick={start}
          loading={print.isPending}
          disabled={total === 0 || disabled}
        >
          {labels.printSheets}
        </Button>
      </Group>
      {print.isPending && (
        <Stack gap={4}>
          <Progress value={progress} aria-label={labels.printSheetsProgress(progress)} />
          <Text size="sm">{labels.printSheetsProgress(progress)}</Text>
        </Stack>
      )}
      {print.isError && (
        <ErrorAlert>
          {print.error instanceof ApiError && print.error.status < 500
            ? print.error.detail
            : labels.printSheetsFailure}
        </ErrorAlert>
      )}
      {print.isSuccess && (
        <SuccessAlert>
          {labels.printSheetsReady(print.data.sheetCount, print.data.missingCount)}{' '}
          <Anchor href={print.data.url}>{labels.printSheetsDownload}</Anchor>
        </SuccessAlert>
      )}
    </Stack>
  );
}

/**
 * The bulk actions on every worker of the filter, all pages (docs/training-status.md, "Bulk
 * actions"): a course assigned and a reminder sent, each confirmed with the filter's count first,
 * then run batch after batch with its progress; and their fișe printed into one ZIP.
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
        <PrintSheets filter={filter} total={total} disabled={isRunning} />
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
      <MountWhenOpened opened={asking !== null}>
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
      </MountWhenOpened>
    </Paper>
  );
}
