import { setUserActiveRoute } from '@ssm/shared';
import { setPersonActive } from '../../domain/people';
import { route } from '../route';

export const handler = route(setUserActiveRoute, ({ principal, params, body, request }) =>
  setPersonActive({ caller: principal, userId: params.userId, active: body.active, origin: request.origin }),
);
