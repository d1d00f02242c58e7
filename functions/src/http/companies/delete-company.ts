import { deleteCompany } from '../../domain/companies';
import { route } from '../route';

export const handler = route('delete-company', ({ principal, params }) =>
  deleteCompany(principal.user, params.id),
);
