import { logoutEverywhereRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { logOutEverywhere } from '../domain/account';

export const handler = route(logoutEverywhereRoute, ({ principal }) =>
  logOutEverywhere({ caller: principal }),
);
