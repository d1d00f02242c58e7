import { describeCurrentUser } from '../../domain/account';
import { route } from '../route';

export const handler = route('users-me', ({ principal }) => describeCurrentUser(principal.user));
