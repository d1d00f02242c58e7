import { deleteCompanyUser } from '../../domain/people';
import { route } from '../route';

export const handler = route('delete-user', ({ principal, params }) =>
  deleteCompanyUser(principal.user, params.userId),
);
