import { reopenPasskeyRegistrationRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { reopenPasskeyRegistration } from '../domain/passkeys';

export const handler = route(reopenPasskeyRegistrationRoute, ({ principal, params, request }) =>
  reopenPasskeyRegistration({ caller: principal, userId: params.userId, origin: request.origin }),
);
