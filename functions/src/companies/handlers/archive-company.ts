import { archiveCompanyRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { archiveCompany } from '../domain/companies';

export const handler = route(archiveCompanyRoute, ({ principal, params, request }) =>
  archiveCompany({ owner: principal, companyId: params.id, origin: request.origin }),
);
