import { changePassword } from '../../domain/account';
import { route } from '../route';

export const handler = route('change-password', ({ body, principal }) =>
  changePassword({ user: principal.user, oldPassword: body.old_password, newPassword: body.new_password }),
);
