import { requestPasswordResetRoute } from '@ssm/shared';
import { requestPasswordReset } from '../../domain/account';
import { getPasswordResetMailStarter } from '../../lib/invoker';
import { route } from '../route';

export const handler = route(requestPasswordResetRoute, ({ body, request }) =>
  requestPasswordReset({
    email: body.email,
    companyName: body.company_name,
    mailJob: getPasswordResetMailStarter(),
    requestId: request.id,
  }),
);
