import { signMassDocsRoute } from '@ssm/shared';
import { signDocuments } from '../../domain/training-documents';
import { getArchiveJobStarter } from '../../lib/invoker';
import { getSealing } from '../../lib/seal';
import { getCourseFiles } from '../../lib/storage';
import { route } from '../route';

export const handler = route(signMassDocsRoute, async ({ body, principal, request }) =>
  signDocuments({
    signer: principal,
    documentIds: body.document_ids,
    origin: request.origin,
    courseFiles: getCourseFiles(),
    archiveJob: getArchiveJobStarter(),
    sealing: await getSealing(),
  }),
);
