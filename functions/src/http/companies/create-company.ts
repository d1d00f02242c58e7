import { addCompany } from '../../domain/companies';
import { route } from '../route';

export const handler = route('create-company', ({ principal, body }) => addCompany(principal.user, body));
