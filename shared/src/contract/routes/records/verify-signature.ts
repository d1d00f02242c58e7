import * as z from 'zod';
import * as texts from '../../../texts';
import { defineRoute } from '../../define';
import { verificationSchema } from '../../records';

export const verifySignatureRoute = defineRoute({
  id: 'verify-signature',
  area: 'records',
  method: 'GET',
  path: '/api/verify-signature',
  access: ['public'],
  rateGroup: 'verification',
  needs: { table: 'write', seal: 'verify' },
  summary:
    'Whether a signature, document or PDF hash belongs to an intact, sealed signed record, and why not; failures are audited.',
  query: z.object({
    hash: z
      .string({ error: texts.verification.hashRequired })
      .trim()
      .min(1, texts.verification.hashRequired)
      .max(200),
  }),
  response: verificationSchema,
});
