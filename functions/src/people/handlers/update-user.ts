import { updateUserRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { updateUser } from '../domain/people';

export const handler = route(updateUserRoute, ({ principal, params, body }) =>
  updateUser({ caller: principal, userId: params.userId, fields: body }),
);
