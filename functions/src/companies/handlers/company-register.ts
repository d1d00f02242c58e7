import { companyRegisterRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listCompanyRegister } from '../domain/company-register';

export const handler = route(companyRegisterRoute, ({ principal, query }) =>
  listCompanyRegister({ owner: principal, query }),
);
