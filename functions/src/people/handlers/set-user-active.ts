import { setUserActiveRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { setPersonActive } from '../domain/people';

export const handler = route(setUserActiveRoute, ({ principal, params, body, request }) =>
  setPersonActive({ caller: principal, userId: params.userId, active: body.active, origin: request.origin }),
);
