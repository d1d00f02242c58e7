import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { COURSE_CATEGORIES, COURSE_SUBCATEGORIES } from '@ssm/shared';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { useMyTrainings } from '@/lib/queries/my-trainee-records';
import { useScreenLanguage } from '@/lib/screen-language';
import classes from './training-status.module.css';
import { WorkerStatusBadge } from './worker-status-badge';

/** The worker's own trainings on their dashboard: per domain, each phase that is due, by when, and its status. */
export function MyTrainings() {
  const trainings = useMyTrainings();
  const screen = useScreenLanguage();
  const { dashboard: labels, frame } = screen.texts;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="my-trainings-title" lang={screen.tag}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="my-trainings-title">
          {labels.trainingsTitle}
        </Title>
        {trainings.isPending && <SectionLoader label={frame.loading} />}
        {trainings.isError && <ErrorAlert>{labels.trainingsLoadFailed}</ErrorAlert>}
        {trainings.data && (
          <ul className={classes.cards}>
            {COURSE_CATEGORIES.flatMap((category) =>
              COURSE_SUBCATEGORIES.map((phase) => {
                const figures = trainings.data.domains[category].phases[phase];
                if (!figures.status) return null;
                const title = `${category}: ${labels.phases[phase]}`;
                return (
                  <Paper component="li" withBorder p="sm" key={`${category}-${phase}`} aria-label={title}>
                    <Group justify="space-between" gap="xs">
                      <Text fw={600}>{title}</Text>
                      <WorkerStatusBadge
                        status={figures.status}
                        label={labels.trainingStatus[figures.status]}
                      />
                    </Group>
                    <dl className={classes.cardFields}>
                      <div>
                        <dt>{labels.dueDateLabel}</dt>
                        <dd>{figures.due_date ? screen.formatDate(figures.due_date) : labels.noDueDate}</dd>
                      </div>
                      <div>
                        <dt>{labels.daysRemaining}</dt>
                        <dd>
                          {figures.days_remaining === null
                            ? frame.dash
                            : labels.daysInWords(figures.days_remaining)}
                        </dd>
                      </div>
                      <div>
                        <dt>{labels.lastTraining}</dt>
                        <dd>
                          {figures.last_training_date
                            ? screen.formatDate(figures.last_training_date)
                            : frame.dash}
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
