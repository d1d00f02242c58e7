import { verifySignatureRoute } from '@ssm/shared';
import { verifySignatureHash } from '../../domain/verification';
import { getPublishedSeal } from '../../lib/seal';
import { route } from '../route';

export const handler = route(verifySignatureRoute, async ({ query, request }) =>
  verifySignatureHash({ hash: query.hash, origin: request.origin, seal: await getPublishedSeal() }),
);
