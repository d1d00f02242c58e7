import { texts, WORKER_TRAINING_STATUS_LABELS, type WorkerTrainingStatus } from '@ssm/shared';
import classes from './people-counts.module.css';

const labels = texts.trainingStatus;
/** The most pressing first, as the page is sorted. */
const LISTED_STATUSES: readonly WorkerTrainingStatus[] = ['overdue', 'untrained', 'due_soon', 'on_time'];

/** How many of a company's people are in each status; only the statuses someone is in. */
export function PeopleCounts({ workers }: { workers: Record<WorkerTrainingStatus, number> }) {
  const listed = LISTED_STATUSES.filter((status) => workers[status] > 0);
  if (listed.length === 0) return <>{labels.noPeople}</>;
  return (
    <ul className={classes.peopleCounts}>
      {listed.map((status) => (
        <li key={status}>{labels.peopleInStatus(WORKER_TRAINING_STATUS_LABELS[status], workers[status])}</li>
      ))}
    </ul>
  );
}
