import { Button, Checkbox, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import {
  COMPANY_EVENT_KINDS,
  COURSE_CATEGORIES,
  type CourseCategory,
  SUPPLEMENTARY_EVENT_KINDS,
  type SupplementaryEventKind,
  texts,
  toBucharestDate,
} from '@ssm/shared';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { splitFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useRecordTrainingEvent, type WorkerTraining } from '../api/worker-trainings';

const labels = texts.workerTraining;
/** The person select's value for an event of the whole company. */
const WHOLE_COMPANY = '';

/**
 * Records an event that makes a supplementary training due: for one person (any kind) or for the
 * whole company (changed rules only, the one kind the select then offers).
 */
export function TrainingEventForm({ companyId, workers }: { companyId: string; workers: WorkerTraining[] }) {
  const [userId, setUserId] = useState(WHOLE_COMPANY);
  const kinds: readonly SupplementaryEventKind[] =
    userId === WHOLE_COMPANY ? COMPANY_EVENT_KINDS : SUPPLEMENTARY_EVENT_KINDS;
  const [kind, setKind] = useState<SupplementaryEventKind>('rules_changed');
  const [date, setDate] = useState(() => toBucharestDate(new Date()));
  const [categories, setCategories] = useState<CourseCategory[]>([...COURSE_CATEGORIES]);
  const record = useRecordTrainingEvent(companyId);

  const choosePerson = (value: string) => {
    setUserId(value);
    if (value === WHOLE_COMPANY) setKind('rules_changed');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { user_id: userId === WHOLE_COMPANY ? null : userId, kind, date, categories },
      {
        onSuccess: () => notifySuccess(labels.eventSaved),
      },
    );
  };

  // A refusal is said once, under the date or the domains when it names them, until an edit.
  const failure =
    record.error &&
    splitFailure(record.error, (field) => field === 'date' || field === 'categories', labels.eventFailure);

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="training-event-title">
      <form onSubmit={submit} onChange={() => record.reset()} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="training-event-title">
            {labels.eventTitle}
          </Title>
          {failure?.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          <NativeSelect
            label={labels.eventPerson}
            value={userId}
            data={[
              { value: WHOLE_COMPANY, label: labels.eventWholeCompany },
              ...workers.map((worker) => ({
                value: worker.id,
                label: `${worker.last_name} ${worker.first_name} (${worker.username})`,
              })),
            ]}
            onChange={(event) => choosePerson(event.currentTarget.value)}
          />
          <NativeSelect
            label={labels.eventKind}
            value={kind}
            data={kinds.map((value) => ({ value, label: labels.eventKindLabels[value] }))}
            onChange={(event) => setKind(event.currentTarget.value as SupplementaryEventKind)}
          />
          <TextInput
            type="date"
            label={labels.eventDate}
            value={date}
            error={failure?.fieldErrors.date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
          <Checkbox.Group
            label={labels.eventDomains}
            value={categories}
            error={failure?.fieldErrors.categories}
            onChange={(value) => setCategories(value as CourseCategory[])}
          >
            <Group mt={4}>
              {COURSE_CATEGORIES.map((category) => (
                <Checkbox key={category} value={category} label={category} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={record.isPending}>
              {labels.saveEvent}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
