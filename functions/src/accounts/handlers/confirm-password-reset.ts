import { confirmPasswordResetRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { confirmPasswordReset } from '../domain/account';

export const handler = route(confirmPasswordResetRoute, ({ body, request }) =>
  confirmPasswordReset({
    token: body.token,
    newPassword: body.new_password,
    clientAddress: request.clientAddress,
  }),
);
