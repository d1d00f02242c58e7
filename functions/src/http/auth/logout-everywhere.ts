import { logoutEverywhereRoute } from '@ssm/shared';
import { logOutEverywhere } from '../../domain/account';
import { route } from '../route';

export const handler = route(logoutEverywhereRoute, ({ principal }) =>
  logOutEverywhere({ caller: principal }),
);
