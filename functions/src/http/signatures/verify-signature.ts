import { verifySignatureRoute } from '@ssm/shared';
import { verifySignatureHash } from '../../domain/verification';
import { route } from '../route';

export const handler = route(verifySignatureRoute, ({ query, request }) =>
  verifySignatureHash({ hash: query.hash, origin: request.origin }),
);
