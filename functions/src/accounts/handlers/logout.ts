import { logoutRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { logOut } from '../domain/account';

export const handler = route(logoutRoute, ({ principal }) => logOut({ caller: principal }));
