import { requestPasswordResetRoute } from '@ssm/shared';
import { requestPasswordReset } from '../../domain/account';
import { getMailer } from '../../lib/mailer';
import { route } from '../route';

export const handler = route(requestPasswordResetRoute, ({ body }) =>
  requestPasswordReset({ email: body.email, companyName: body.company_name, mailer: getMailer() }),
);
