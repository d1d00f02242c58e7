import { archiveJobRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getArchives } from '../../platform/storage';
import { getArchiveJobStatus } from '../domain/archives';

export const handler = route(archiveJobRoute, ({ params, principal }) =>
  getArchiveJobStatus({ caller: principal, jobId: params.id, archives: getArchives() }),
);
