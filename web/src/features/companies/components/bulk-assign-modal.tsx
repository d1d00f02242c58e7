import { Alert, Button, Checkbox, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { type ApiResponse, getErrorDetail } from '@/lib/api-client';
import { useCourses } from '@/lib/queries/courses';
import { useAssignCourseToCompanies } from '../api/companies';

const labels = texts.bulkAssign;

/** To whom the course goes: the companies ticked, or every active company of the search. */
export type BulkTarget = { companyIds: string[] } | { all: true; search: string | undefined };

type Outcome = ApiResponse<'assign-course-to-companies'>;

/**
 * One course for many companies (docs/product.md, Company register): the owner picks the course,
 * sees how many people it reaches, confirms, and reads how many it reached. The request's id is
 * made once per modal: a second click or a retry assigns nothing twice.
 */
export function BulkAssignModal({ target, onClose }: { target: BulkTarget; onClose: () => void }) {
  const courses = useCourses();
  const assign = useAssignCourseToCompanies();
  const [courseId, setCourseId] = useState('');
  const [restart, setRestart] = useState(false);
  const [preview, setPreview] = useState<Outcome | null>(null);
  const [done, setDone] = useState<Outcome | null>(null);
  const [requestId] = useState(() => crypto.randomUUID());
  const assignable = (courses.data ?? []).filter((course) => course.has_quiz);
  const targetBody =
    'companyIds' in target
      ? { company_ids: target.companyIds }
      : { all: true as const, ...(target.search ? { search: target.search } : {}) };

  const send = (dryRun: boolean) =>
    assign.mutate(
      {
        courseId,
        body: {
          ...targetBody,
          restart_open_round: restart,
          ...(dryRun ? { dry_run: true } : { request_id: requestId }),
        },
      },
      { onSuccess: (answer) => (dryRun ? setPreview(answer) : setDone(answer)) },
    );

  const chooseCourse = (id: string) => {
    setCourseId(id);
    setPreview(null);
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
            {preview && (
              <Alert role="status">
                <Text>{labels.preview(preview.companies, preview.people)}</Text>
                {preview.already_assigned > 0 && !restart && (
                  <Text size="sm">{labels.previewAlready(preview.already_assigned)}</Text>
                )}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={assign.isPending}>
                {texts.common.cancel}
              </Button>
              {preview ? (
                <Button
                  onClick={() => send(false)}
                  loading={assign.isPending}
                  disabled={preview.companies === 0}
                >
                  {labels.confirm}
                </Button>
              ) : (
                <Button onClick={() => send(true)} loading={assign.isPending} disabled={courseId === ''}>
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
