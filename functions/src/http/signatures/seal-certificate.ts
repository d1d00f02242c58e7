import { sealCertificateRoute } from '@ssm/shared';
import { describePublishedSeal } from '../../domain/document-seal';
import { getPublishedSeal } from '../../lib/seal';
import { route } from '../route';

export const handler = route(sealCertificateRoute, async () =>
  describePublishedSeal(await getPublishedSeal()),
);
