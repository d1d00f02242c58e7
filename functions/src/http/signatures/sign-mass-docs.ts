import { signDocuments } from '../../domain/training-documents';
import { route } from '../route';

export const handler = route('sign-mass-docs', ({ body, principal, request }) =>
  signDocuments({
    user: principal.user,
    documentIds: body.document_ids,
    origin: { ip: request.clientAddress, userAgent: request.userAgent },
  }),
);
