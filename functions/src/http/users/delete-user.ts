import { deleteUserRoute } from '@ssm/shared';
import { deleteUser } from '../../domain/people';
import { route } from '../route';

export const handler = route(deleteUserRoute, ({ principal, params }) =>
  deleteUser({ owner: principal, userId: params.userId }),
);
