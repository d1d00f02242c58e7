import { listCompaniesRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listCompanies } from '../domain/companies';

export const handler = route(listCompaniesRoute, ({ principal }) => listCompanies({ owner: principal }));
