import { resetUserPasswordRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { resetPasswordOf } from '../domain/people';

export const handler = route(resetUserPasswordRoute, ({ principal, params, request }) =>
  resetPasswordOf({ caller: principal, userId: params.userId, origin: request.origin }),
);
