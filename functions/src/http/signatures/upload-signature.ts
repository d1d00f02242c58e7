import { uploadSignatureRoute } from '@ssm/shared';
import { signOwnRecord } from '../../domain/training-documents';
import { multipartBodyParser } from '../multipart-body';
import { route } from '../route';

export const handler = route(
  uploadSignatureRoute,
  ({ body, principal, request }) =>
    signOwnRecord({
      trainee: principal,
      progressId: body.progress,
      role: body.role,
      signatureHash: body.hash_signature,
      timestamp: body.timestamp,
      origin: request.origin,
    }),
  multipartBodyParser,
);
