import { MAX_VERIFIED_PDF_BYTES } from '../../../constants';
import { defineRoute } from '../../define';
import { pdfVerificationSchema, verifyPdfBodySchema } from '../../records';

export const verifyPdfRoute = defineRoute({
  id: 'verify-pdf',
  area: 'records',
  method: 'POST',
  path: '/api/verify-pdf',
  access: ['public'],
  rateGroup: 'pdf-verification',
  needs: { table: 'write', seal: 'verify' },
  summary:
    "Checks a PDF's embedded seal (valid, whose, when, unchanged since) and the signed record behind the file; the answer explains it in Romanian.",
  body: verifyPdfBodySchema,
  acceptsMultipart: true,
  maxBodyBytes: MAX_VERIFIED_PDF_BYTES,
  response: pdfVerificationSchema,
  routeClass: 'heavy',
});
