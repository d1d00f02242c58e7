import { uploadSignatureRoute } from '@ssm/shared';
import { multipartBodyParser } from '../../http/multipart-body';
import { route } from '../../http/route';
import { getSealing } from '../../signing/seal';
import { authorisationOf, signOwnRecord } from '../domain/record-signing';

export const handler = route(
  uploadSignatureRoute,
  async ({ body, principal, request }) =>
    signOwnRecord({
      trainee: principal,
      progressId: body.progress,
      role: body.role,
      signatureHash: body.hash_signature,
      timestamp: body.timestamp,
      authorisation: authorisationOf(body),
      origin: request.origin,
      sealer: (await getSealing()).sealer,
    }),
  multipartBodyParser,
);
