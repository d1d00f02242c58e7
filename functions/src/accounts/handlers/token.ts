import { tokenRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { logIn } from '../domain/account';

export const handler = route(tokenRoute, ({ body, request }) =>
  logIn({ ...body, clientAddress: request.clientAddress, origin: request.origin }),
);
