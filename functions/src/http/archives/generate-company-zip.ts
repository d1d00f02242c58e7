import { requestCompanyArchive } from '../../domain/archives';
import { Reply, route } from '../route';

export const handler = route('generate-company-zip', async ({ body, principal, request }) => {
  const outcome = await requestCompanyArchive({
    user: principal.user,
    companyId: body.company_id,
    origin: { ip: request.clientAddress, userAgent: request.userAgent },
  });
  // DESIGN §11: 200 with the link when ready, 202 with the job to poll otherwise.
  return outcome.isReady ? { zip_url: outcome.zip_url } : new Reply(202, outcome.job);
});
