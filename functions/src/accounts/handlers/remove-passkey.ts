import { removePasskeyRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { removeCallerPasskey } from '../domain/passkeys';

export const handler = route(removePasskeyRoute, ({ principal, params, request }) =>
  removeCallerPasskey({ caller: principal, passkeyId: params.passkeyId, origin: request.origin }),
);
