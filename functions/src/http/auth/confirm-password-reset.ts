import { confirmPasswordResetRoute } from '@ssm/shared';
import { confirmPasswordReset } from '../../domain/account';
import { route } from '../route';

export const handler = route(confirmPasswordResetRoute, ({ body, request }) =>
  confirmPasswordReset({
    token: body.token,
    newPassword: body.new_password,
    clientAddress: request.clientAddress,
  }),
);
