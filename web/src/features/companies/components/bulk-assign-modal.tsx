import { Alert, Button, Checkbox, Group, Modal, NativeSelect, Progress, Stack, Text } from '@mantine/core';
import { BULK_ASSIGN_BATCH_SIZE, texts } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { type ApiResponse, getErrorDetail } from '@/lib/api-client';
import { useCourses } from '@/lib/queries/courses';
import { useAssignCourseToCompanies } from '../api/companies';

const labels = texts.bulkAssign;

/** To whom the course goes: the companies ticked, or every active company of the search. */
export type BulkTarget = { companyIds: string[] } | { all: true; search: string | undefined };

type Outcome = ApiResponse<'assign-course-to-companies'>;
type Reached = Pick<Outcome, 'assigned_companies' | 'people_reached' | 'skipped'>;
type BatchProgress = { done: number; total: number };

const NOTHING_REACHED: Reached = { assigned_companies: 0, people_reached: 0, skipped: [] };

function addReached(total: Reached, batch: Reached): Reached {
  return {
    assigned_companies: total.assigned_companies + batch.assigned_companies,
    people_reached: total.people_reached + batch.people_reached,
    skipped: [...total.skipped, ...batch.skipped],
  };
}

/**
 * One course for many companies (docs/product.md, Company register): the owner picks the course,
 * sees how many people it reaches, confirms, and reads how many it reached. The companies of the
 * preview are assigned `BULK_ASSIGN_BATCH_SIZE` a request, with the progress shown, so a firm of
 * any size stays within each request's time limit. The request's id is made once per modal and
 * rides on every batch: a second click or a retry after a failed batch assigns nothing twice.
 */
export function BulkAssignModal({ target, onClose }: { target: BulkTarget; onClose: () => void }) {
  const courses = useCourses();
  const assign = useAssignCourseToCompanies();
  const [courseId, setCourseId] = useState('');
  const [restart, setRestart] = useState(false);
  const [preview, setPreview] = useState<Outcome | null>(null);
  const [done, setDone] = useState<Reached | null>(null);
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [isAssigning, setAssigning] = useState(false);
  const [requestId] = useState(() => crypto.randomUUID());
  const assignable = (courses.data ?? []).filter((course) => course.has_quiz);
  const targetBody =
    'companyIds' in target
      ? { company_ids: target.companyIds }
      : { all: true as const, ...(target.search ? { search: target.search } : {}) };

  const showPreview = () =>
    assign.mutate(
      { courseId, body: { ...targetBody, restart_open_round: restart, dry_run: true } },
      { onSuccess: setPreview },
    );

  const assignInBatches = async (companyIds: readonly string[]) => {
    let reached = NOTHING_REACHED;
    setAssigning(true);
    setProgress({ done: 0, total: companyIds.length });
    for (let start = 0; start < companyIds.length; start += BULK_ASSIGN_BATCH_SIZE) {
      const batch = companyIds.slice(start, start + BULK_ASSIGN_BATCH_SIZE);
      try {
        const answer = await assign.mutateAsync({
          courseId,
          body: { company_ids: batch, restart_open_round: restart, request_id: requestId },
        });
        reached = addReached(reached, answer);
      } catch {
        // The error shows under the form; the same request id lets the owner go on from the start.
        setAssigning(false);
        return;
      }
      setProgress({ done: start + batch.length, total: companyIds.length });
    }
    setAssigning(false);
    setDone(reached);
  };
  const chooseCourse = (id: string) => {
    setCourseId(id);
    setPreview(null);
    setProgress(null);
    assign.reset();
  };

  return (
    <Modal opened onClose={onClose} title={labels.title} centered lockScroll={false}>
      <Stack gap="sm">
        <Text size="sm">
          {labels.target}:{' '}
          {'companyIds' in target
            ? labels.targetSelected(target.companyIds.length)
            : target.search
              ? labels.targetSearch(target.search)
              : labels.targetAll}
        </Text>
        {done ? (
          <>
            <Alert color="green" role="status">
              {labels.done(done.assigned_companies, done.people_reached)}
            </Alert>
            {done.skipped.length > 0 && (
              <Stack gap={4}>
                <Text size="sm">{labels.skipped(done.skipped.length)}</Text>
                <ul>
                  {done.skipped.map((company) => (
                    <li key={company.id}>{labels.skippedCompany(company.name, company.open)}</li>
                  ))}
                </ul>
              </Stack>
            )}
            <Button onClick={onClose}>{labels.finish}</Button>
          </>
        ) : (
          <>
            <NativeSelect
              label={labels.course}
              value={courseId}
              data={[
                { value: '', label: labels.chooseCourse },
                ...assignable.map((course) => ({ value: course.id, label: course.title })),
              ]}
              onChange={(event) => chooseCourse(event.currentTarget.value)}
            />
            <Checkbox
              label={labels.restartOpen}
              checked={restart}
              onChange={(event) => setRestart(event.currentTarget.checked)}
            />
            {assign.isError && <ErrorAlert>{getErrorDetail(assign.error)}</ErrorAlert>}
            {progress && (
              <Stack gap={4} role="status">
                <Text size="sm">
                  {assign.isError
                    ? labels.interrupted(progress.done, progress.total)
                    : labels.progress(progress.done, progress.total)}
                </Text>
                <Progress
                  value={progress.total === 0 ? 0 : (100 * progress.done) / progress.total}
                  aria-label={labels.progress(progress.done, progress.total)}
                />
              </Stack>
            )}
            {preview && (
              <Alert role="status">
                <Text>{labels.preview(preview.companies, preview.people)}</Text>
                {preview.already_assigned > 0 && !restart && (
                  <Text size="sm">{labels.previewAlready(preview.already_assigned)}</Text>
                )}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={assign.isPending || isAssigning}>
                {texts.common.cancel}
              </Button>
              {preview ? (
                <Button
                  onClick={() => assignInBatches(preview.company_ids)}
                  loading={isAssigning}
                  disabled={preview.companies === 0}
                >
                  {labels.confirm}
                </Button>
              ) : (
                <Button onClick={showPreview} loading={assign.isPending} disabled={courseId === ''}>
                  {labels.previewButton}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
