import { toCompanyColour, WORKER_TRAINING_STATUS_LABELS, type WorkerTrainingStatus } from '@ssm/shared';
import { StatusBadge } from './status-badge';

type WorkerStatusBadgeProps = {
  status: WorkerTrainingStatus;
  /** The status in the worker's own words, on their screens; Romanian otherwise. */
  label?: string;
};

/** A worker's status in the companies' colours: untrained is as red as overdue, with its own label. */
export function WorkerStatusBadge({
  status,
  label = WORKER_TRAINING_STATUS_LABELS[status],
}: WorkerStatusBadgeProps) {
  return <StatusBadge status={toCompanyColour(status)} label={label} />;
}
