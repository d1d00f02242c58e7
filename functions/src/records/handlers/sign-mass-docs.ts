import { signMassDocsRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getArchiveJobStarter } from '../../platform/invoker';
import { getCourseFiles } from '../../platform/storage';
import { getSealing } from '../../signing/seal';
import { authorisationOf, signRecords } from '../domain/record-signing';

export const handler = route(signMassDocsRoute, async ({ body, principal, request }) =>
  signRecords({
    signer: principal,
    recordIds: body.document_ids,
    authorisation: authorisationOf(body),
    origin: request.origin,
    courseFiles: getCourseFiles(),
    archiveJob: getArchiveJobStarter(),
    sealing: await getSealing(),
  }),
);
