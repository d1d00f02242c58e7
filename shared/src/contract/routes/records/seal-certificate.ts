import { defineRoute } from '../../define';
import { sealCertificateSchema } from '../../records';

export const sealCertificateRoute = defineRoute({
  id: 'seal-certificate',
  area: 'records',
  method: 'GET',
  path: '/api/seal-certificate',
  access: ['public'],
  rateGroup: 'verification',
  needs: { table: 'read', seal: 'verify' },
  summary:
    "The platform seal's public key, its fingerprint and its certificate chain: what checks a sealed record or PDF.",
  response: sealCertificateSchema,
});
