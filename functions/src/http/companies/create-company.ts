import { createCompanyRoute } from '@ssm/shared';
import { createCompany } from '../../domain/companies';
import { route } from '../route';

export const handler = route(createCompanyRoute, ({ principal, body }) =>
  createCompany({ owner: principal, fields: body }),
);
