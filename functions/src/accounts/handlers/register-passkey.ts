import { registerPasskeyRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getMailer } from '../../platform/mailer';
import { registerCallerPasskey } from '../domain/passkey-registration';

export const handler = route(registerPasskeyRoute, ({ principal, body, request }) =>
  registerCallerPasskey({
    caller: principal,
    name: body.name,
    response: body.response,
    origin: request.origin,
    mailer: getMailer(),
  }),
);
