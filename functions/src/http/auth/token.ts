import { logIn } from '../../domain/account';
import { route } from '../route';

export const handler = route('token', ({ body, request }) =>
  logIn({ ...body, clientAddress: request.clientAddress }),
);
