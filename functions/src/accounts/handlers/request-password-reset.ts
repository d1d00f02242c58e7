import { requestPasswordResetRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getPasswordResetMailStarter } from '../../platform/invoker';
import { requestPasswordReset } from '../domain/account';

export const handler = route(requestPasswordResetRoute, ({ body, request }) =>
  requestPasswordReset({
    email: body.email,
    companyName: body.company_name ?? '',
    mailJob: getPasswordResetMailStarter(),
    requestId: request.id,
  }),
);
