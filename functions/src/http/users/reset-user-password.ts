import { resetUserPasswordRoute } from '@ssm/shared';
import { resetPasswordOf } from '../../domain/people';
import { route } from '../route';

export const handler = route(resetUserPasswordRoute, ({ principal, params, request }) =>
  resetPasswordOf({ caller: principal, userId: params.userId, origin: request.origin }),
);
