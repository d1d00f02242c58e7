import { deleteCompanyRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { deleteCompany } from '../domain/companies';

export const handler = route(deleteCompanyRoute, ({ principal, params }) =>
  deleteCompany({ owner: principal, companyId: params.id }),
);
