import { changePasswordRoute } from '@ssm/shared';
import { changePassword } from '../../domain/account';
import { route } from '../route';

export const handler = route(changePasswordRoute, ({ body, principal }) =>
  changePassword({ caller: principal, oldPassword: body.old_password, newPassword: body.new_password }),
);
