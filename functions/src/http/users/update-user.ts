import { updateUserRoute } from '@ssm/shared';
import { updateUser } from '../../domain/people';
import { route } from '../route';

export const handler = route(updateUserRoute, ({ principal, params, body }) =>
  updateUser({ caller: principal, userId: params.userId, fields: body }),
);
