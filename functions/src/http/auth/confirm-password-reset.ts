import { confirmPasswordReset } from '../../domain/account';
import { route } from '../route';

export const handler = route('confirm-password-reset', ({ body }) =>
  confirmPasswordReset({ token: body.token, newPassword: body.new_password }),
);
