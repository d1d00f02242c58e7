import { listTrainingStatuses } from '../../domain/training-status';
import { route } from '../route';

export const handler = route('company-training-status', ({ principal }) =>
  listTrainingStatuses(principal.user),
);
