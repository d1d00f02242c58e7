import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { TRAINING_STATUS_LABELS, TRAINING_STATUSES, type TrainingStatus, texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { type TrainingStatusItem, useTrainingStatus } from '../api/training-status';
import classes from './training-status.module.css';

const labels = texts.trainingStatus.summary;

function countByStatus(items: TrainingStatusItem[]): Record<TrainingStatus, number> {
  const counts: Record<TrainingStatus, number> = { green: 0, yellow: 0, red: 0 };
  for (const item of items) if (item.status) counts[item.status] += 1;
  return counts;
}

/** A stacked bar of the split; the same figures are written out beside it and in its text alternative. */
function SplitChart({ counts }: { counts: Record<TrainingStatus, number> }) {
  const total = counts.green + counts.yellow + counts.red;
  let offset = 0;
  return (
    <svg
      className={classes.chart}
      role="img"
      aria-label={labels.chart(counts.green, counts.yellow, counts.red)}
      viewBox={`0 0 ${Math.max(total, 1)} 1`}
      preserveAspectRatio="none"
    >
      {total === 0 ? (
        <rect className={classes.empty} x={0} y={0} width={1} height={1} />
      ) : (
        TRAINING_STATUSES.map((status) => {
          const x = offset;
          offset += counts[status];
          return (
            <rect key={status} className={classes[status]} x={x} y={0} width={counts[status]} height={1} />
          );
        })
      )}
    </svg>
  );
}

function SummaryFigures({ items }: { items: TrainingStatusItem[] }) {
  const counts = countByStatus(items);
  const withoutStatus = items.length - counts.green - counts.yellow - counts.red;
  return (
    <>
      <dl className={classes.figures}>
        <div>
          <dt>{labels.monitored}</dt>
          <dd>{items.length}</dd>
        </div>
        <div>
          <dt>{labels.overdue}</dt>
          <dd>{counts.red}</dd>
        </div>
        <div>
          <dt>{labels.dueSoon}</dt>
          <dd>{counts.yellow}</dd>
        </div>
      </dl>
      <SplitChart counts={counts} />
      <ul className={classes.legend}>
        {TRAINING_STATUSES.map((status) => (
          <li key={status}>
            <span className={`${classes.swatch} ${classes[status]}`} aria-hidden="true" />
            {TRAINING_STATUS_LABELS[status]}: {counts[status]}
          </li>
        ))}
      </ul>
      {withoutStatus > 0 && (
        <Text size="sm" c="dimmed">
          {labels.withoutStatus}: {withoutStatus}
        </Text>
      )}
    </>
  );
}

/** The owner dashboard's summary of the clients' periodic training, with a link to the full page. */
export function TrainingStatusSummary() {
  const statuses = useTrainingStatus();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="training-status-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="training-status-summary-title">
          {labels.title}
        </Title>
        <div className={classes.summaryBody}>
          {statuses.isPending && <SectionLoader />}
          {statuses.isError && <ErrorAlert>{texts.trainingStatus.loadFailure}</ErrorAlert>}
          {statuses.isSuccess && <SummaryFigures items={statuses.data} />}
        </div>
        <Anchor component={Link} to={paths.clientTraining.getHref()}>
          {labels.link}
        </Anchor>
        <Anchor component={Link} to={paths.firmWorkers.getHref({ status: 'overdue' })}>
          {texts.firmWorkers.overdueLink}
        </Anchor>
      </Stack>
    </Paper>
  );
}
