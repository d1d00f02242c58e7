import { changePasswordRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { changePassword } from '../domain/account';

export const handler = route(changePasswordRoute, ({ body, principal }) =>
  changePassword({ caller: principal, oldPassword: body.old_password, newPassword: body.new_password }),
);
