import * as z from 'zod';
import * as texts from '../../../texts';
import { defineRoute } from '../../define';
import { hasWholeAuthorisation, signatureUploadBodySchema } from '../../records';

export const uploadSignatureRoute = defineRoute({
  id: 'upload-signature',
  area: 'records',
  method: 'POST',
  path: '/api/signatures/upload',
  access: ['employee', 'admin'],
  answersInWorkerLanguage: true,
  // The signature is sealed as it lands: its link of the record's seal chain (docs/signatures.md).
  needs: { table: 'write', seal: 'sign' },
  summary:
    "The trainee signs their own record: the hash is recomputed, bound to the record's content, written once; with `challenge_id` and `assertion`, as the passkey's answer to the record's signing challenge (required once the trainee holds a passkey), or `challenge_id` and `code`, the e-mailed code of the record's signing code (required without a passkey; refused where the company does not allow the simple signature).",
  body: signatureUploadBodySchema.refine(hasWholeAuthorisation, {
    message: texts.signing.challengeMismatch,
    path: ['assertion'],
  }),
  acceptsMultipart: true,
  successStatus: 201,
  response: z.object({ message: z.string(), redirect_url: z.string() }),
});
