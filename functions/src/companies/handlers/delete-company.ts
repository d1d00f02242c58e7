import { deleteCompanyRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { deleteCompany } from '../domain/companies';

export const handler = route(deleteCompanyRoute, ({ principal, params, body }) =>
  deleteCompany({ owner: principal, companyId: params.id, confirmName: body.confirm_name }),
);
