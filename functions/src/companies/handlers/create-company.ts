import { createCompanyRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { createCompany } from '../domain/companies';

export const handler = route(createCompanyRoute, ({ principal, body }) =>
  createCompany({ owner: principal, fields: body }),
);
