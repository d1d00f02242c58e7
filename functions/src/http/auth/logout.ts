import { logoutRoute } from '@ssm/shared';
import { logOut } from '../../domain/account';
import { route } from '../route';

export const handler = route(logoutRoute, ({ principal }) => logOut({ caller: principal }));
