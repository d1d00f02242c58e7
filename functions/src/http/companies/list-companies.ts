import { listCompaniesRoute } from '@ssm/shared';
import { listCompanies } from '../../domain/companies';
import { route } from '../route';

export const handler = route(listCompaniesRoute, ({ principal }) => listCompanies({ owner: principal }));
