import { archiveJobRoute } from '@ssm/shared';
import { getArchiveJobStatus } from '../../domain/archives';
import { getArchives } from '../../lib/storage';
import { route } from '../route';

export const handler = route(archiveJobRoute, ({ params, principal }) =>
  getArchiveJobStatus({ caller: principal, jobId: params.id, archives: getArchives() }),
);
