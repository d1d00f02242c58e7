import { firmWorkersPrintSheetsRoute } from '@ssm/shared';
import { Reply, route } from '../../http/route';
import { getArchiveJobStarter } from '../../platform/invoker';
import { getArchives } from '../../platform/storage';
import { requestWorkerSheets } from '../domain/firm-workers-sheets';

export const handler = route(
  firmWorkersPrintSheetsRoute,
  async ({ body, principal, request }) =>
    // docs/api.md: 202 with the job to poll at GET /api/archive-jobs/{id}/.
    new Reply(
      202,
      await requestWorkerSheets({
        owner: principal,
        filter: body.filter,
        origin: request.origin,
        archives: getArchives(),
        archiveJob: getArchiveJobStarter(),
      }),
    ),
);
