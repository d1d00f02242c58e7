import { verifyPdfRoute } from '@ssm/shared';
import { verifyPdfFile } from '../../domain/pdf-verification';
import { getPublishedSeal } from '../../lib/seal';
import { multipartBodyParser } from '../multipart-body';
import { route } from '../route';

export const handler = route(
  verifyPdfRoute,
  async ({ body, request }) =>
    verifyPdfFile({ bytes: body.file.content, origin: request.origin, seal: await getPublishedSeal() }),
  multipartBodyParser,
);
