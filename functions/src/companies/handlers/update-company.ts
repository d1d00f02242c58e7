import { updateCompanyRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { updateCompany } from '../domain/companies';

export const handler = route(updateCompanyRoute, ({ principal, params, body, request }) =>
  updateCompany({ owner: principal, companyId: params.id, changes: body, origin: request.origin }),
);
