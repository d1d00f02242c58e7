import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { getErrorDetail } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  type CompanyTrainingOverview,
  useDeleteTrainingEvent,
  type WorkerTraining,
} from '../api/worker-trainings';
import classes from './training-status.module.css';

const labels = texts.workerTraining;

type ListedEvent = {
  id: string;
  /** The worker whose event it is; null: the company's. */
  userId: string | null;
  /** The version of its holder's events, which the deletion names. */
  version: number;
  /** The event in words: its kind, day and whom it concerns. */
  description: string;
  categories: readonly string[];
};

function listEvents(overview: CompanyTrainingOverview, workers: WorkerTraining[]): ListedEvent[] {
  const describe = (event: { kind: keyof typeof labels.eventKindLabels; date: string }, holder: string) =>
    labels.eventDescription(labels.eventKindLabels[event.kind], formatDate(event.date), holder);
  return [
    ...overview.events.map((event) => ({
      id: event.id,
      userId: null,
      version: overview.events_version,
      description: describe(event, labels.eventWholeCompany.toLowerCase()),
      categories: event.categories,
    })),
    ...workers.flatMap((worker) =>
      worker.events.map((event) => ({
        id: event.id,
        userId: worker.id,
        version: worker.events_version,
        description: describe(event, `${worker.last_name} ${worker.first_name}`),
        categories: event.categories,
      })),
    ),
  ];
}

/**
 * The company's and its people's recorded events, each deletable after a confirmation that names
 * it: an event recorded by mistake no longer makes a supplementary training due.
 */
export function TrainingEventList({
  companyId,
  overview,
  workers,
}: {
  companyId: string;
  overview: CompanyTrainingOverview;
  workers: WorkerTraining[];
}) {
  const [toDelete, setToDelete] = useState<ListedEvent | null>(null);
  const deleteEvent = useDeleteTrainingEvent(companyId);
  const events = listEvents(overview, workers);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteEvent.mutate(toDelete, {
      onSuccess: () => notifySuccess(labels.eventDeleted),
      onError: (error) => notifyError(getErrorDetail(error, labels.eventDeleteFailure)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="training-events-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="training-events-title">
          {labels.eventsTitle}
        </Title>
        {events.length === 0 ? (
          <Text c="dimmed">{labels.noEvents}</Text>
        ) : (
          <Stack component="ul" gap="xs" className={classes.eventList}>
            {events.map((event) => (
              <Group component="li" key={event.id} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">
                  {event.description}
                  <Text span size="xs" c="dimmed">
                    {` · ${event.categories.join(', ')}`}
                  </Text>
                </Text>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={labels.deleteEventLabel(event.description)}
                  onClick={() => setToDelete(event)}
                >
                  {labels.deleteEvent}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmModal
        opened={toDelete !== null}
        title={labels.deleteEventTitle}
        isPending={deleteEvent.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {labels.deleteEventConfirm(toDelete?.description ?? '')}
      </ConfirmModal>
    </Paper>
  );
}
