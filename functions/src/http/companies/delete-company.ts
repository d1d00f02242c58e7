import { deleteCompanyRoute } from '@ssm/shared';
import { deleteCompany } from '../../domain/companies';
import { route } from '../route';

export const handler = route(deleteCompanyRoute, ({ principal, params }) =>
  deleteCompany({ owner: principal, companyId: params.id }),
);
