import { getArchiveJobStatus } from '../../domain/archives';
import { route } from '../route';

export const handler = route('archive-job', ({ params, principal }) =>
  getArchiveJobStatus({ user: principal.user, jobId: params.id }),
);
