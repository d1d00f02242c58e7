import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { COURSE_CATEGORIES, COURSE_SUBCATEGORIES, texts } from '@ssm/shared';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { formatDate } from '@/lib/format-date';
import { useMyTrainings } from '@/lib/queries/my-trainee-records';
import classes from './training-status.module.css';
import { WorkerStatusBadge } from './worker-status-badge';

const labels = texts.workerTraining;

/** The worker's own trainings on their dashboard: per domain, each phase that is due, by when, and its status. */
export function MyTrainings() {
  const trainings = useMyTrainings();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="my-trainings-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="my-trainings-title">
          {labels.myTrainingsTitle}
        </Title>
        {trainings.isPending && <SectionLoader />}
        {trainings.isError && <ErrorAlert>{labels.loadFailure}</ErrorAlert>}
        {trainings.data && (
          <ul className={classes.cards}>
            {COURSE_CATEGORIES.flatMap((category) =>
              COURSE_SUBCATEGORIES.map((phase) => {
                const figures = trainings.data.domains[category].phases[phase];
                if (!figures.status) return null;
                const title = `${category}: ${texts.courseForm.subcategoryLabels[phase]}`;
                return (
                  <Paper component="li" withBorder p="sm" key={`${category}-${phase}`} aria-label={title}>
                    <Group justify="space-between" gap="xs">
                      <Text fw={600}>{title}</Text>
                      <WorkerStatusBadge status={figures.status} />
                    </Group>
                    <dl className={classes.cardFields}>
                      <div>
                        <dt>{labels.dueDate}</dt>
                        <dd>{figures.due_date ? formatDate(figures.due_date) : labels.noDueDate}</dd>
                      </div>
                      <div>
                        <dt>{labels.daysRemaining}</dt>
                        <dd>
                          {figures.days_remaining === null
                            ? texts.common.dash
                            : texts.trainingStatus.daysInWords(figures.days_remaining)}
                        </dd>
                      </div>
                      <div>
                        <dt>{labels.lastTraining}</dt>
                        <dd>
                          {figures.last_training_date
                            ? formatDate(figures.last_training_date)
                            : texts.common.dash}
                        </dd>
                      </div>
                    </dl>
                  </Paper>
                );
              }),
            )}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
