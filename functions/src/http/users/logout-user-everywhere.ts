import { logoutUserEverywhereRoute } from '@ssm/shared';
import { endSessionsOfUser } from '../../domain/people';
import { route } from '../route';

export const handler = route(logoutUserEverywhereRoute, ({ principal, params }) =>
  endSessionsOfUser({ owner: principal, userId: params.userId }),
);
