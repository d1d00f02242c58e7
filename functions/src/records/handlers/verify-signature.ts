import { verifySignatureRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getPublishedSeal } from '../../signing/seal';
import { verifySignatureHash } from '../domain/verification';

export const handler = route(verifySignatureRoute, async ({ query, request }) =>
  verifySignatureHash({ hash: query.hash, origin: request.origin, seal: await getPublishedSeal() }),
);
