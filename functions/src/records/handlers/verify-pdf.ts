import { verifyPdfRoute } from '@ssm/shared';
import { multipartBodyParser } from '../../http/multipart-body';
import { route } from '../../http/route';
import { getPublishedSeal } from '../../signing/seal';
import { verifyPdfFile } from '../domain/pdf-verification';

export const handler = route(
  verifyPdfRoute,
  async ({ body, request }) =>
    verifyPdfFile({ bytes: body.file.content, origin: request.origin, seal: await getPublishedSeal() }),
  multipartBodyParser,
);
