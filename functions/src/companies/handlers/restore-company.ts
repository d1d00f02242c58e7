import { restoreCompanyRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { restoreCompany } from '../domain/companies';

export const handler = route(restoreCompanyRoute, ({ principal, params, request }) =>
  restoreCompany({ owner: principal, companyId: params.id, origin: request.origin }),
);
