import { toCompanyColour, WORKER_TRAINING_STATUS_LABELS, type WorkerTrainingStatus } from '@ssm/shared';
import { StatusBadge } from './status-badge';

/** A worker's status in the companies' colours: untrained is as red as overdue, with its own label. */
export function WorkerStatusBadge({ status }: { status: WorkerTrainingStatus }) {
  return <StatusBadge status={toCompanyColour(status)} label={WORKER_TRAINING_STATUS_LABELS[status]} />;
}
