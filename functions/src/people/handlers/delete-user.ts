import { deleteUserRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { deleteUser } from '../domain/people';

export const handler = route(deleteUserRoute, ({ principal, params }) =>
  deleteUser({ owner: principal, userId: params.userId }),
);
