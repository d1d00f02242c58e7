import { listOwnCompanies } from '../../domain/companies';
import { route } from '../route';

export const handler = route('list-companies', ({ principal }) => listOwnCompanies(principal.user));
