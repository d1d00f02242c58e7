import { verifySignatureHash } from '../../domain/verification';
import { route } from '../route';

export const handler = route('verify-signature', ({ query, request }) =>
  verifySignatureHash({
    hash: query.hash,
    origin: { ip: request.clientAddress, userAgent: request.userAgent },
  }),
);
