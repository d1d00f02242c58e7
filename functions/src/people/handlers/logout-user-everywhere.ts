import { logoutUserEverywhereRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { endSessionsOfUser } from '../domain/people';

export const handler = route(logoutUserEverywhereRoute, ({ principal, params }) =>
  endSessionsOfUser({ owner: principal, userId: params.userId }),
);
