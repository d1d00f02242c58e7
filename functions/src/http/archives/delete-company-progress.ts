import { deleteCompanyHistory } from '../../domain/company-history';
import { route } from '../route';

export const handler = route('delete-company-progress', ({ params, principal, request }) =>
  deleteCompanyHistory({
    user: principal.user,
    companyId: params.companyId,
    origin: { ip: request.clientAddress, userAgent: request.userAgent },
  }),
);
