import { tokenRoute } from '@ssm/shared';
import { logIn } from '../../domain/account';
import { route } from '../route';

export const handler = route(tokenRoute, ({ body, request }) =>
  logIn({ ...body, clientAddress: request.clientAddress }),
);
