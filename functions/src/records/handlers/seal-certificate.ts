import { sealCertificateRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getPublishedSeal } from '../../signing/seal';
import { describePublishedSeal } from '../domain/record-seal';

export const handler = route(sealCertificateRoute, async () =>
  describePublishedSeal(await getPublishedSeal()),
);
