import { renamePasskeyRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { renameCallerPasskey } from '../domain/passkeys';

export const handler = route(renamePasskeyRoute, ({ principal, params, body }) =>
  renameCallerPasskey({ caller: principal, passkeyId: params.passkeyId, name: body.name }),
);
