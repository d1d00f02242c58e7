import { generateCompanyZipRoute } from '@ssm/shared';
import { Reply, route } from '../../http/route';
import { getArchiveJobStarter } from '../../platform/invoker';
import { getArchives } from '../../platform/storage';
import { requestCompanyArchive } from '../domain/archives';

export const handler = route(generateCompanyZipRoute, async ({ body, principal, request }) => {
  const outcome = await requestCompanyArchive({
    caller: principal,
    companyId: body.company_id,
    origin: request.origin,
    archives: getArchives(),
    archiveJob: getArchiveJobStarter(),
  });
  // docs/api.md, archives: 200 with the link when ready, 202 with the job to poll otherwise.
  return outcome.isReady
    ? { zip_url: outcome.zip_url, record_count: outcome.record_count }
    : new Reply(202, outcome.job);
});
