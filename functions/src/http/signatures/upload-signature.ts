import { signOwnRecord } from '../../domain/training-documents';
import { route } from '../route';

export const handler = route('upload-signature', ({ body, principal, request }) =>
  signOwnRecord({
    user: principal.user,
    progressId: body.progress,
    role: body.role,
    signatureHash: body.hash_signature,
    timestamp: body.timestamp,
    origin: { ip: request.clientAddress, userAgent: request.userAgent },
  }),
);
