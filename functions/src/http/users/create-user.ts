import { createCompanyUser } from '../../domain/people';
import { route } from '../route';

export const handler = route('create-user', ({ principal, body }) => createCompanyUser(principal.user, body));
